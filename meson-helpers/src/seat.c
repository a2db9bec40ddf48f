/*
 * seat.c - the replay seat and touch injection.
 *
 * The headless backend creates no seat, so the module makes one with a touch
 * capability and a single non-calibratable touch device, and feeds it through
 * Weston's normal entry points (notify_touch_normalized, notify_touch_frame).
 * Picking, focus, the shell's touch bindings and wl_touch delivery are all
 * Weston's own.
 *
 * Two things Weston 10 gets wrong are handled here, because a test of the
 * client must see what a correct compositor sends (or, on request, exactly
 * what Weston 10 sends):
 *
 *  - The frame after the last up. On the up of the last point, Weston 10's
 *    process_touch_normal() clears the touch focus (weston_touch_set_focus
 *    NULL moves the client's wl_touch resources from focus_resource_list
 *    back to resource_list); the following notify_touch_frame() sends
 *    wl_touch.frame to focus_resource_list, which is now empty, so the
 *    client never gets the frame that closes its last up. In "send" mode we
 *    remember the client that had focus at that up and send it the frame
 *    ourselves; in "omit" mode we do nothing, reproducing Weston 10.
 *
 *  - Cancel. Weston 10's default touch grab has an empty cancel handler, so
 *    notify_touch_cancel() tells clients nothing and leaves the points down.
 *    We send wl_touch.cancel to the focused client's resources ourselves and
 *    then release Weston's points without any wl_touch.up reaching a client.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <libweston/libweston.h>

#include "touchkit-replay.h"
#include "weston10-private.h"

#define TK_SEAT_NAME "touchkit-replay"

static struct timespec
usec_to_timespec(uint64_t usec)
{
	struct timespec ts = {
		.tv_sec = (time_t)(usec / 1000000u),
		.tv_nsec = (long)(usec % 1000000u) * 1000,
	};
	return ts;
}

static struct weston_touch *
replay_touch(struct tk_replay *replay)
{
	return weston_seat_get_touch(&replay->seat);
}

/* The client owning the view that has touch focus, or NULL. */
static struct wl_client *
touch_focus_client(struct weston_touch *touch)
{
	if (!touch->focus || !touch->focus->surface->resource)
		return NULL;
	return wl_resource_get_client(touch->focus->surface->resource);
}

static struct tk_point *
find_point(struct tk_replay *replay, int32_t id)
{
	for (int i = 0; i < replay->n_points; i++) {
		if (replay->points[i].id == id)
			return &replay->points[i];
	}
	return NULL;
}

static void
remove_point(struct tk_replay *replay, struct tk_point *point)
{
	int index = (int)(point - replay->points);

	memmove(&replay->points[index], &replay->points[index + 1],
		(size_t)(replay->n_points - index - 1) * sizeof *point);
	replay->n_points--;
}

/* Forget the client that is owed a frame (see the file comment). */
static void
clear_frame_owed(struct tk_replay *replay)
{
	if (!replay->frame_owed_client)
		return;
	wl_list_remove(&replay->frame_owed_client_destroy_listener.link);
	wl_list_init(&replay->frame_owed_client_destroy_listener.link);
	replay->frame_owed_client = NULL;
}

/* The client owed a frame disconnected: there is nobody to send it to. */
static void
frame_owed_client_handle_destroy(struct wl_listener *listener, void *data)
{
	struct tk_replay *replay = wl_container_of(listener, replay,
					frame_owed_client_destroy_listener);

	clear_frame_owed(replay);
}

static void
set_frame_owed(struct tk_replay *replay, struct wl_client *client)
{
	clear_frame_owed(replay);
	replay->frame_owed_client = client;
	wl_client_add_destroy_listener(client,
			&replay->frame_owed_client_destroy_listener);
}

int
tk_seat_init(struct tk_replay *replay)
{
	struct weston_touch *touch;

	replay->last_up_frame = TOUCHKIT_REPLAY_MANAGER_V1_LAST_UP_FRAME_SEND;
	replay->frame_owed_client_destroy_listener.notify =
		frame_owed_client_handle_destroy;
	wl_list_init(&replay->frame_owed_client_destroy_listener.link);

	/* weston_seat_init creates the wl_seat global and emits
	 * seat_created_signal, which kiosk-shell (loaded before modules)
	 * listens to. */
	weston_seat_init(&replay->seat, replay->compositor, TK_SEAT_NAME);
	replay->seat_initialized = true;

	weston_seat_init_touch(&replay->seat);
	touch = replay_touch(replay);
	if (!touch) {
		weston_log(TK_LOG_PREFIX "cannot give the seat a touch capability\n");
		goto err;
	}

	if (tk_input_init(replay) < 0)
		goto err;

	/* No calibration ops: Weston then requires norm == NULL. */
	replay->touch_device = weston_touch_create_touch_device(touch,
					"touchkit-replay-touch", NULL, NULL);
	if (!replay->touch_device) {
		weston_log(TK_LOG_PREFIX "cannot create the touch device\n");
		goto err;
	}
	return 0;

err:
	weston_seat_release(&replay->seat);
	replay->seat_initialized = false;
	return -1;
}

void
tk_seat_fini(struct tk_replay *replay)
{
	clear_frame_owed(replay);
	if (replay->touch_device) {
		weston_touch_device_destroy(replay->touch_device);
		replay->touch_device = NULL;
	}
	if (replay->seat_initialized) {
		weston_seat_release(&replay->seat);
		replay->seat_initialized = false;
	}
}

/*
 * down: a new point goes down on a toplevel. The first point of a sequence
 * decides the focus (Weston picks the surface under it), so we check that
 * the pick really lands on the requested toplevel before injecting; later
 * points go to the already focused surface, so they must name the same
 * toplevel. The surface-local position becomes global through the view's
 * current position.
 */
void
tk_seat_down(struct tk_replay *replay, struct tk_manager *manager,
	     uint32_t handle, int32_t id, double x, double y, uint64_t usec)
{
	struct weston_touch *touch = replay_touch(replay);
	struct tk_toplevel *toplevel;
	struct tk_point *point;
	struct timespec ts = usec_to_timespec(usec);
	double gx, gy;

	if (find_point(replay, id)) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_DUPLICATE_ID,
			"down: point %d is already down", id);
		return;
	}
	if (replay->n_points >= TK_MAX_POINTS) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_TOO_MANY_POINTS,
			"down: %d points are already down", replay->n_points);
		return;
	}
	toplevel = tk_toplevel_find(replay, handle);
	if (!toplevel) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_UNKNOWN_TOPLEVEL,
			"down: no toplevel %u", handle);
		return;
	}

	tk_toplevel_to_global(toplevel, x, y, &gx, &gy);

	if (touch->num_tp == 0) {
		wl_fixed_t sx, sy;
		struct weston_view *picked = weston_compositor_pick_view(
			replay->compositor, wl_fixed_from_double(gx),
			wl_fixed_from_double(gy), &sx, &sy);

		if (!picked || weston_surface_get_main_surface(
				picked->surface) != toplevel->surface) {
			tk_manager_reject(manager,
				TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_NOT_ON_TARGET,
				"down: (%.2f, %.2f) of toplevel %u is global "
				"(%.2f, %.2f), which is not on that toplevel",
				x, y, handle, gx, gy);
			return;
		}
	} else if (!touch->focus ||
		   weston_surface_get_main_surface(touch->focus->surface) !=
		   toplevel->surface) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_FOCUS_MISMATCH,
			"down: %u points are down on another surface "
			"(or their surface is gone)", touch->num_tp);
		return;
	}

	point = &replay->points[replay->n_points++];
	point->id = id;
	point->toplevel = handle;
	point->dx = gx - x;
	point->dy = gy - y;

	replay->last_usec = usec;
	notify_touch_normalized(replay->touch_device, &ts, id, gx, gy, NULL,
				WL_TOUCH_DOWN);
}

/*
 * motion: a point that is down moves. Its coordinates are relative to the
 * toplevel named at its down; if that toplevel has gone meanwhile, the last
 * known offset is used (Weston will not deliver anything anyway, since the
 * focus went with the surface).
 */
void
tk_seat_motion(struct tk_replay *replay, struct tk_manager *manager,
	       int32_t id, double x, double y, uint64_t usec)
{
	struct tk_point *point = find_point(replay, id);
	struct tk_toplevel *toplevel;
	struct timespec ts = usec_to_timespec(usec);
	double gx, gy;

	if (!point) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_UNKNOWN_ID,
			"motion: point %d is not down", id);
		return;
	}

	toplevel = tk_toplevel_find(replay, point->toplevel);
	if (toplevel) {
		tk_toplevel_to_global(toplevel, x, y, &gx, &gy);
		point->dx = gx - x;
		point->dy = gy - y;
	} else {
		gx = x + point->dx;
		gy = y + point->dy;
	}

	replay->last_usec = usec;
	notify_touch_normalized(replay->touch_device, &ts, id, gx, gy, NULL,
				WL_TOUCH_MOTION);
}

/*
 * up: a point goes up. If it was the last one, Weston 10 drops the focus
 * right here; remember which client had it, so that frame can send the
 * wl_touch.frame Weston will not.
 */
void
tk_seat_up(struct tk_replay *replay, struct tk_manager *manager,
	   int32_t id, uint64_t usec)
{
	struct weston_touch *touch = replay_touch(replay);
	struct tk_point *point = find_point(replay, id);
	struct timespec ts = usec_to_timespec(usec);
	struct wl_client *focus_client;

	if (!point) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_UNKNOWN_ID,
			"up: point %d is not down", id);
		return;
	}

	focus_client = touch_focus_client(touch);
	replay->last_usec = usec;
	notify_touch_normalized(replay->touch_device, &ts, id, 0.0, 0.0, NULL,
				WL_TOUCH_UP);
	remove_point(replay, point);

	if (touch->num_tp == 0 && !touch->focus && focus_client)
		set_frame_owed(replay, focus_client);
}

/*
 * Send a wl_touch v6 event (shape or orientation) to every focused wl_touch
 * resource that knows it. Weston 10 never sends these itself.
 */
static bool
check_v6_target(struct tk_replay *replay, struct tk_manager *manager,
		const char *what, int32_t id)
{
	struct weston_touch *touch = replay_touch(replay);

	if (!find_point(replay, id)) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_UNKNOWN_ID,
			"%s: point %d is not down", what, id);
		return false;
	}
	if (!touch->focus || wl_list_empty(&touch->focus_resource_list)) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_NO_FOCUS,
			"%s: no client has touch focus", what);
		return false;
	}
	return true;
}

/* shape: forward the recorded contact ellipse of a point to the client. */
void
tk_seat_shape(struct tk_replay *replay, struct tk_manager *manager,
	      int32_t id, wl_fixed_t major, wl_fixed_t minor)
{
	struct weston_touch *touch = replay_touch(replay);
	struct wl_resource *resource;

	if (!check_v6_target(replay, manager, "shape", id))
		return;
	wl_resource_for_each(resource, &touch->focus_resource_list) {
		if (wl_resource_get_version(resource) >=
		    WL_TOUCH_SHAPE_SINCE_VERSION)
			wl_touch_send_shape(resource, id, major, minor);
	}
}

/* orientation: forward the recorded contact orientation of a point. */
void
tk_seat_orientation(struct tk_replay *replay, struct tk_manager *manager,
		    int32_t id, wl_fixed_t orientation)
{
	struct weston_touch *touch = replay_touch(replay);
	struct wl_resource *resource;

	if (!check_v6_target(replay, manager, "orientation", id))
		return;
	wl_resource_for_each(resource, &touch->focus_resource_list) {
		if (wl_resource_get_version(resource) >=
		    WL_TOUCH_ORIENTATION_SINCE_VERSION)
			wl_touch_send_orientation(resource, id, orientation);
	}
}

/*
 * frame: close the group of changes. Weston sends wl_touch.frame to the
 * focused client. If the group lifted the last point, the client that had
 * focus is owed a frame Weston 10 will not send (its resources now sit in
 * touch->resource_list); in "send" mode we send it, unless a down in the
 * same group gave that same client the focus again, in which case Weston's
 * frame already reached it.
 */
void
tk_seat_frame(struct tk_replay *replay)
{
	struct weston_touch *touch = replay_touch(replay);
	struct wl_client *owed = replay->frame_owed_client;
	struct wl_resource *resource;

	notify_touch_frame(replay->touch_device);

	if (!owed)
		return;
	if (replay->last_up_frame ==
	    TOUCHKIT_REPLAY_MANAGER_V1_LAST_UP_FRAME_SEND &&
	    touch_focus_client(touch) != owed) {
		wl_resource_for_each(resource, &touch->resource_list) {
			if (wl_resource_get_client(resource) == owed)
				wl_touch_send_frame(resource);
		}
	}
	clear_frame_owed(replay);
}

/*
 * cancel: the touch sequence is taken away from the client. Send
 * wl_touch.cancel to the focused client, then bring Weston's touch state back
 * to "no point down" without any wl_touch.up reaching a client: detach the
 * focused resources, lift every point through notify_touch_normalized (which
 * keeps Weston's point count and idle inhibition balanced and drops the
 * focus after the last one), and put the resources back on the unfocused
 * list where weston_touch_set_focus(NULL) would have moved them.
 * A NULL manager means an internal cancel (the last driver went away).
 */
void
tk_seat_cancel(struct tk_replay *replay, struct tk_manager *manager)
{
	struct weston_touch *touch = replay_touch(replay);
	struct wl_resource *resource;
	struct wl_list detached;
	/* Nobody receives these ups; use the recording's latest time. */
	struct timespec now = usec_to_timespec(replay->last_usec);
	bool delivered = false;

	if (replay->n_points == 0 && touch->num_tp == 0)
		return;

	if (touch->focus) {
		wl_resource_for_each(resource, &touch->focus_resource_list) {
			wl_touch_send_cancel(resource);
			delivered = true;
		}
	}

	/* Lets a shell grab (if any) end; the default grab ignores it. */
	notify_touch_cancel(replay->touch_device);

	wl_list_init(&detached);
	wl_list_insert_list(&detached, &touch->focus_resource_list);
	wl_list_init(&touch->focus_resource_list);

	while (replay->n_points > 0) {
		notify_touch_normalized(replay->touch_device, &now,
					replay->points[0].id, 0.0, 0.0, NULL,
					WL_TOUCH_UP);
		remove_point(replay, &replay->points[0]);
	}
	/* Defensive: points Weston counts that we do not know about. */
	while (touch->num_tp > 0)
		notify_touch_normalized(replay->touch_device, &now, -1,
					0.0, 0.0, NULL, WL_TOUCH_UP);

	wl_list_insert_list(&touch->resource_list, &detached);
	clear_frame_owed(replay);

	if (!delivered && manager)
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_NO_FOCUS,
			"cancel: no client had touch focus; points released");
}
