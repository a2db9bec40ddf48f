/*
 * settle.c - tell the driver when a client has drawn what it was sent.
 *
 * A capture must show the frame that answers the driver's last event, not
 * whatever was on the screen after some wall-clock delay. Most clients (every
 * TouchKit app) draw when the compositor sends them a frame callback: an
 * event that arrives while a callback is awaited is drawn at the next one.
 * So "the client has drawn" is, as seen from the compositor:
 *
 *   - every request the client sent has been read and handled (its socket
 *     holds nothing unread on our side: its last commit is applied), and it
 *     has read everything we sent it;
 *   - no frame callback of its toplevel's surface is waiting to be sent: if
 *     one is, we repaint the output so that it is sent, and the driver must
 *     look again once the client has handled it.
 *
 * A settle request is answered with a settled event once both hold, with
 * two counts since the previous settled event for that toplevel: the
 * repaints that sent the surface's frame callbacks ("frames"), and the
 * commits that brought new damage ("commits"). The driver
 * (HeadlessSession.waitUntilDrawn) waits until the client sleeps and
 * settles, and repeats while frames were sent and nothing new was committed:
 * it stops at the first commit with new content made after the client had
 * handled everything (the frame that answers the driver's events), or when
 * the client asks for no more frames.
 *
 * Pending settles are checked on a 1 ms timer, armed while any are pending,
 * and after every repaint.
 */
#include <stdlib.h>
#include <sys/ioctl.h>
#include <linux/sockios.h>

#include <libweston/libweston.h>

#include "touchkit-replay.h"

#define TK_SETTLE_POLL_MS 1
/* Repaints to wait for callbacks that a repaint does not send (a surface
 * no output shows): then answer all the same. */
#define TK_SETTLE_MAX_REPAINTS 3

/* The toplevel's surface committed: note the frame callbacks it asked for
 * and whether it brought new content. */
static void
toplevel_handle_commit(struct wl_listener *listener, void *data)
{
	struct tk_toplevel *toplevel =
		wl_container_of(listener, toplevel, commit_listener);
	struct weston_surface *surface = toplevel->surface;

	if (!wl_list_empty(&surface->frame_callback_list))
		toplevel->frame_wanted = true;
	/* surface->damage gathers the commits' damage until a repaint clears
	 * it: this commit brought some when it differs from what the previous
	 * commit left (a client damages what it changed). */
	if (pixman_region32_not_empty(&surface->damage) &&
	    !pixman_region32_equal(&surface->damage, &toplevel->seen_damage))
		toplevel->commits++;
	pixman_region32_copy(&toplevel->seen_damage, &surface->damage);
}

/* Count the frame callbacks a repaint has taken off the surface. */
static void
note_frames_sent(struct tk_toplevel *toplevel)
{
	if (toplevel->frame_wanted &&
	    wl_list_empty(&toplevel->surface->frame_callback_list)) {
		toplevel->frame_wanted = false;
		toplevel->frames++;
	}
}

/* Has the compositor handled every request the client sent, and has the
 * client read everything sent to it? */
static bool
client_quiet(struct wl_client *client)
{
	int fd = wl_client_get_fd(client);
	int unsent = 0, unread = 0;

	wl_client_flush(client);
	if (ioctl(fd, SIOCOUTQ, &unsent) < 0 || ioctl(fd, SIOCINQ, &unread) < 0)
		return true;	/* the client is going away */
	return unsent == 0 && unread == 0;
}

static void
set_timer(struct tk_replay *replay)
{
	if (replay->settle_timer)
		wl_event_source_timer_update(replay->settle_timer,
			wl_list_empty(&replay->settles) ? 0 : TK_SETTLE_POLL_MS);
}

static void
tk_settle_destroy(struct tk_settle *settle)
{
	wl_list_remove(&settle->link);
	free(settle);
}

/* Answer the settle if its client has drawn; returns whether it did. */
static bool
try_answer(struct tk_replay *replay, struct tk_settle *settle)
{
	struct tk_toplevel *toplevel = tk_toplevel_find(replay,
							settle->toplevel);
	struct weston_output *output;
	uint32_t frames = 0, commits = 0;

	if (toplevel) {
		if (!client_quiet(toplevel->client))
			return false;
		note_frames_sent(toplevel);
		output = toplevel->view->output;
		if (output &&
		    !wl_list_empty(&toplevel->surface->frame_callback_list) &&
		    settle->repaints < TK_SETTLE_MAX_REPAINTS) {
			weston_output_schedule_repaint(output);
			return false;
		}
		frames = toplevel->frames;
		commits = toplevel->commits;
		toplevel->frames = 0;
		toplevel->commits = 0;
	}
	touchkit_replay_manager_v1_send_settled(settle->owner->resource,
						settle->serial, frames, commits);
	tk_settle_destroy(settle);
	return true;
}

static void
poll_settles(struct tk_replay *replay)
{
	struct tk_settle *settle, *tmp;

	wl_list_for_each_safe(settle, tmp, &replay->settles, link)
		try_answer(replay, settle);
	set_timer(replay);
}

static int
timer_handle(void *data)
{
	poll_settles(data);
	return 0;
}

int
tk_settle_init(struct tk_replay *replay)
{
	struct wl_event_loop *loop =
		wl_display_get_event_loop(replay->compositor->wl_display);

	wl_list_init(&replay->settles);
	replay->settle_timer = wl_event_loop_add_timer(loop, timer_handle,
						       replay);
	if (!replay->settle_timer) {
		weston_log(TK_LOG_PREFIX "cannot create the settle timer\n");
		return -1;
	}
	return 0;
}

void
tk_settle_fini(struct tk_replay *replay)
{
	struct tk_settle *settle, *tmp;

	wl_list_for_each_safe(settle, tmp, &replay->settles, link)
		tk_settle_destroy(settle);
	if (replay->settle_timer) {
		wl_event_source_remove(replay->settle_timer);
		replay->settle_timer = NULL;
	}
}

/* A toplevel is announced: watch its surface's commits. */
void
tk_settle_track(struct tk_toplevel *toplevel)
{
	pixman_region32_init(&toplevel->seen_damage);
	toplevel->frame_wanted =
		!wl_list_empty(&toplevel->surface->frame_callback_list);
	toplevel->commit_listener.notify = toplevel_handle_commit;
	wl_signal_add(&toplevel->surface->commit_signal,
		      &toplevel->commit_listener);
}

/* A toplevel is forgotten (tk_toplevel_destroy). */
void
tk_settle_untrack(struct tk_toplevel *toplevel)
{
	wl_list_remove(&toplevel->commit_listener.link);
	pixman_region32_fini(&toplevel->seen_damage);
}

/*
 * settle request: queue it and check at once, so that a client that has
 * nothing pending gets its answer without waiting for the timer.
 */
void
tk_settle_request(struct tk_replay *replay, struct tk_manager *manager,
		  uint32_t serial, uint32_t toplevel)
{
	struct tk_settle *settle = calloc(1, sizeof *settle);

	if (!settle) {
		wl_resource_post_no_memory(manager->resource);
		return;
	}
	settle->owner = manager;
	settle->toplevel = toplevel;
	settle->serial = serial;
	wl_list_insert(replay->settles.prev, &settle->link);
	poll_settles(replay);
}

/*
 * An output was repainted (its frame signal): the frame callbacks of the
 * surfaces it shows are being sent, and their damage has been drawn.
 */
void
tk_settle_on_repaint(struct tk_replay *replay, struct tk_output *output)
{
	struct tk_toplevel *toplevel;
	struct tk_settle *settle;

	wl_list_for_each(toplevel, &replay->toplevels, link) {
		if (toplevel->view->output != output->output)
			continue;
		note_frames_sent(toplevel);
		pixman_region32_clear(&toplevel->seen_damage);
	}
	wl_list_for_each(settle, &replay->settles, link)
		settle->repaints++;
	/* The callbacks are sent after the frame signal: answer from the
	 * timer, once they are on their way. */
	set_timer(replay);
}

/* A manager went away: its pending settles will never be answered. */
void
tk_settle_drop_owner(struct tk_replay *replay, struct tk_manager *owner)
{
	struct tk_settle *settle, *tmp;

	wl_list_for_each_safe(settle, tmp, &replay->settles, link) {
		if (settle->owner == owner)
			tk_settle_destroy(settle);
	}
	set_timer(replay);
}
