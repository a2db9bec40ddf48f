/*
 * pacing.c - sync: tell the driver when a client has read its socket.
 *
 * libwayland 1.21 queues a client's events in a small fixed buffer and then
 * writes them to the client's socket; if the socket is full and the buffer
 * overflows, the client is disconnected. A driver that injects as fast as it
 * can must therefore wait until the target client has actually read what it
 * was sent. A round trip with the driver proves nothing about the *target*
 * client, so we look at the target's socket itself: after flushing it, the
 * kernel's count of unread bytes in its send queue (SIOCOUTQ on the
 * compositor's end of the client's Unix socket) must be zero.
 *
 * Pending syncs are answered in request order. They are checked once at
 * request time and then from a 200 µs periodic timerfd, armed only while
 * syncs are pending (Weston's own timers have millisecond granularity, too
 * coarse for pacing at well over 100,000 frames per second).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/timerfd.h>
#include <linux/sockios.h>

#include <libweston/libweston.h>

#include "touchkit-replay.h"

#define TK_PACING_POLL_NS 200000

/*
 * Has the client read everything sent to it? Flush libwayland's buffer into
 * the socket first, then ask the kernel how much the client has not read.
 * An error on the socket means the client is going away: nothing to wait for.
 */
static bool
client_drained(struct wl_client *client)
{
	int unread = 0;

	wl_client_flush(client);
	if (ioctl(wl_client_get_fd(client), SIOCOUTQ, &unread) < 0)
		return true;
	return unread == 0;
}

static bool
sync_satisfied(struct tk_replay *replay, struct tk_sync *sync)
{
	struct tk_toplevel *toplevel;

	if (sync->toplevel != 0) {
		toplevel = tk_toplevel_find(replay, sync->toplevel);
		return !toplevel || client_drained(toplevel->client);
	}

	wl_list_for_each(toplevel, &replay->toplevels, link) {
		if (!client_drained(toplevel->client))
			return false;
	}
	return true;
}

static void
set_timer(struct tk_replay *replay, bool armed)
{
	struct itimerspec spec;

	if (replay->timer_armed == armed)
		return;
	memset(&spec, 0, sizeof spec);
	if (armed) {
		spec.it_value.tv_nsec = TK_PACING_POLL_NS;
		spec.it_interval.tv_nsec = TK_PACING_POLL_NS;
	}
	if (timerfd_settime(replay->timer_fd, 0, &spec, NULL) < 0) {
		weston_log(TK_LOG_PREFIX "timerfd_settime: %s\n",
			   strerror(errno));
		return;
	}
	replay->timer_armed = armed;
}

static void
tk_sync_destroy(struct tk_sync *sync)
{
	wl_list_remove(&sync->link);
	free(sync);
}

/* Answer the pending syncs that are satisfied, oldest first. */
static void
poll_syncs(struct tk_replay *replay)
{
	struct tk_sync *sync, *tmp;

	wl_list_for_each_safe(sync, tmp, &replay->syncs, link) {
		if (!sync_satisfied(replay, sync))
			break;
		touchkit_replay_manager_v1_send_sync_done(
			sync->owner->resource, sync->serial);
		tk_sync_destroy(sync);
	}
	set_timer(replay, !wl_list_empty(&replay->syncs));
}

/* The poll timer fired: consume its expirations and check again. */
static int
timer_handle_readable(int fd, uint32_t mask, void *data)
{
	struct tk_replay *replay = data;
	uint64_t expirations;

	if (read(fd, &expirations, sizeof expirations) < 0 &&
	    errno != EAGAIN)
		weston_log(TK_LOG_PREFIX "timerfd read: %s\n", strerror(errno));
	poll_syncs(replay);
	return 0;
}

int
tk_pacing_init(struct tk_replay *replay)
{
	struct wl_event_loop *loop =
		wl_display_get_event_loop(replay->compositor->wl_display);

	wl_list_init(&replay->syncs);
	replay->timer_fd = timerfd_create(CLOCK_MONOTONIC,
					  TFD_NONBLOCK | TFD_CLOEXEC);
	if (replay->timer_fd < 0) {
		weston_log(TK_LOG_PREFIX "timerfd_create: %s\n",
			   strerror(errno));
		return -1;
	}
	replay->timer_source = wl_event_loop_add_fd(loop, replay->timer_fd,
						    WL_EVENT_READABLE,
						    timer_handle_readable,
						    replay);
	if (!replay->timer_source) {
		weston_log(TK_LOG_PREFIX "cannot watch the pacing timer\n");
		close(replay->timer_fd);
		replay->timer_fd = -1;
		return -1;
	}
	return 0;
}

void
tk_pacing_fini(struct tk_replay *replay)
{
	struct tk_sync *sync, *tmp;

	wl_list_for_each_safe(sync, tmp, &replay->syncs, link)
		tk_sync_destroy(sync);
	if (replay->timer_source) {
		wl_event_source_remove(replay->timer_source);
		replay->timer_source = NULL;
	}
	if (replay->timer_fd >= 0) {
		close(replay->timer_fd);
		replay->timer_fd = -1;
	}
}

/*
 * sync request: queue it behind earlier syncs and check at once, so that a
 * client that keeps up gets its answer without waiting for the timer.
 */
void
tk_pacing_sync(struct tk_replay *replay, struct tk_manager *manager,
	       uint32_t toplevel, uint32_t serial)
{
	struct tk_sync *sync = calloc(1, sizeof *sync);

	if (!sync) {
		wl_resource_post_no_memory(manager->resource);
		return;
	}
	sync->owner = manager;
	sync->toplevel = toplevel;
	sync->serial = serial;
	wl_list_insert(replay->syncs.prev, &sync->link);
	poll_syncs(replay);
}

/* A manager went away: its pending syncs will never be answered. */
void
tk_pacing_drop_owner(struct tk_replay *replay, struct tk_manager *owner)
{
	struct tk_sync *sync, *tmp;

	wl_list_for_each_safe(sync, tmp, &replay->syncs, link) {
		if (sync->owner == owner)
			tk_sync_destroy(sync);
	}
	if (replay->timer_fd >= 0)
		set_timer(replay, !wl_list_empty(&replay->syncs));
}
