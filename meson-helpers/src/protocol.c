/*
 * protocol.c - the touchkit_replay_manager_v1 global.
 *
 * Protocol glue only: each request handler unpacks its arguments and calls
 * the part of the module that does the work; the broadcast helpers send
 * toplevel events to every bound manager. Request handlers of a manager whose
 * module has been torn down (replay == NULL) do nothing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include <libweston/libweston.h>

#include "touchkit-replay.h"

static uint64_t
join_usec(uint32_t hi, uint32_t lo)
{
	return ((uint64_t)hi << 32) | lo;
}

static struct tk_manager *
manager_from_resource(struct wl_resource *resource)
{
	struct tk_manager *manager = wl_resource_get_user_data(resource);

	return manager && manager->replay ? manager : NULL;
}

void
tk_manager_reject(struct tk_manager *manager,
		  enum touchkit_replay_manager_v1_rejection reason,
		  const char *fmt, ...)
{
	char message[256];
	va_list args;

	va_start(args, fmt);
	vsnprintf(message, sizeof message, fmt, args);
	va_end(args);
	touchkit_replay_manager_v1_send_rejected(manager->resource, reason,
						 message);
}

/* destroy: the resource destructor below does the cleanup. */
static void
handle_destroy(struct wl_client *client, struct wl_resource *resource)
{
	wl_resource_destroy(resource);
}

/* set_last_up_frame: choose the W4 behaviour (see seat.c). */
static void
handle_set_last_up_frame(struct wl_client *client,
			 struct wl_resource *resource, uint32_t mode)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (!manager)
		return;
	if (mode != TOUCHKIT_REPLAY_MANAGER_V1_LAST_UP_FRAME_SEND &&
	    mode != TOUCHKIT_REPLAY_MANAGER_V1_LAST_UP_FRAME_OMIT) {
		wl_resource_post_error(resource, WL_DISPLAY_ERROR_INVALID_METHOD,
				       "invalid last_up_frame mode %u", mode);
		return;
	}
	manager->replay->last_up_frame = mode;
}

/* down: inject a new touch point on a toplevel. */
static void
handle_down(struct wl_client *client, struct wl_resource *resource,
	    uint32_t toplevel, int32_t id, wl_fixed_t x, wl_fixed_t y,
	    uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_down(manager->replay, manager, toplevel, id,
			     wl_fixed_to_double(x), wl_fixed_to_double(y),
			     join_usec(utime_hi, utime_lo));
}

/* motion: move a touch point. */
static void
handle_motion(struct wl_client *client, struct wl_resource *resource,
	      int32_t id, wl_fixed_t x, wl_fixed_t y,
	      uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_motion(manager->replay, manager, id,
			       wl_fixed_to_double(x), wl_fixed_to_double(y),
			       join_usec(utime_hi, utime_lo));
}

/* up: lift a touch point. */
static void
handle_up(struct wl_client *client, struct wl_resource *resource,
	  int32_t id, uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_up(manager->replay, manager, id,
			   join_usec(utime_hi, utime_lo));
}

/* shape: forward a point's contact ellipse. */
static void
handle_shape(struct wl_client *client, struct wl_resource *resource,
	     int32_t id, wl_fixed_t major, wl_fixed_t minor)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_shape(manager->replay, manager, id, major, minor);
}

/* orientation: forward a point's contact orientation. */
static void
handle_orientation(struct wl_client *client, struct wl_resource *resource,
		   int32_t id, wl_fixed_t orientation)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_orientation(manager->replay, manager, id, orientation);
}

/* frame: close the group of touch changes. */
static void
handle_frame(struct wl_client *client, struct wl_resource *resource)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_frame(manager->replay);
}

/* cancel: cancel the touch sequence for the client and release points. */
static void
handle_cancel(struct wl_client *client, struct wl_resource *resource)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_seat_cancel(manager->replay, manager);
}

/* sync: answer once the target client(s) have read their sockets. */
static void
handle_sync(struct wl_client *client, struct wl_resource *resource,
	    uint32_t toplevel, uint32_t serial)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_pacing_sync(manager->replay, manager, toplevel, serial);
}

/* settle: answer once the client has drawn what it was sent (settle.c). */
static void
handle_settle(struct wl_client *client, struct wl_resource *resource,
	      uint32_t serial, uint32_t toplevel)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_settle_request(manager->replay, manager, serial, toplevel);
}

/* capture: write a PNG after the next repaint. */
static void
handle_capture(struct wl_client *client, struct wl_resource *resource,
	       uint32_t serial, uint32_t toplevel, const char *path)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_capture_request(manager->replay, manager, serial,
				   toplevel, path);
}

/* pointer_motion: move the seat's pointer onto a toplevel (input.c). */
static void
handle_pointer_motion(struct wl_client *client, struct wl_resource *resource,
		      uint32_t toplevel, wl_fixed_t x, wl_fixed_t y,
		      uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_input_pointer_motion(manager->replay, manager, toplevel,
					wl_fixed_to_double(x),
					wl_fixed_to_double(y),
					join_usec(utime_hi, utime_lo));
}

/* pointer_button: press or release a pointer button (input.c). */
static void
handle_pointer_button(struct wl_client *client, struct wl_resource *resource,
		      uint32_t button, uint32_t state,
		      uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_input_pointer_button(manager->replay, manager, button,
					state, join_usec(utime_hi, utime_lo));
}

/* pointer_axis: scroll where the pointer is (input.c). */
static void
handle_pointer_axis(struct wl_client *client, struct wl_resource *resource,
		    uint32_t source, uint32_t axis, wl_fixed_t value,
		    int32_t discrete, uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_input_pointer_axis(manager->replay, manager, source, axis,
				      wl_fixed_to_double(value), discrete,
				      join_usec(utime_hi, utime_lo));
}

/* key: press or release a key (input.c). */
static void
handle_key(struct wl_client *client, struct wl_resource *resource,
	   uint32_t key, uint32_t state, uint32_t utime_hi, uint32_t utime_lo)
{
	struct tk_manager *manager = manager_from_resource(resource);

	if (manager)
		tk_input_key(manager->replay, manager, key, state,
			     join_usec(utime_hi, utime_lo));
}

static const struct touchkit_replay_manager_v1_interface manager_impl = {
	.destroy = handle_destroy,
	.set_last_up_frame = handle_set_last_up_frame,
	.down = handle_down,
	.motion = handle_motion,
	.up = handle_up,
	.shape = handle_shape,
	.orientation = handle_orientation,
	.frame = handle_frame,
	.cancel = handle_cancel,
	.sync = handle_sync,
	.capture = handle_capture,
	.pointer_motion = handle_pointer_motion,
	.pointer_button = handle_pointer_button,
	.pointer_axis = handle_pointer_axis,
	.key = handle_key,
	.settle = handle_settle,
};

static void
send_toplevel(struct wl_resource *resource, struct tk_toplevel *toplevel)
{
	touchkit_replay_manager_v1_send_toplevel(resource, toplevel->handle,
		toplevel->app_id, toplevel->title, toplevel->pid,
		toplevel->x, toplevel->y, toplevel->width, toplevel->height);
}

/*
 * The manager resource is being destroyed (destroy request, driver
 * disconnect, or display teardown). Drop its pending syncs and captures; if
 * it was the last driver and left points down, cancel them so that the next
 * driver starts from a clean seat.
 */
static void
manager_resource_destroy(struct wl_resource *resource)
{
	struct tk_manager *manager = wl_resource_get_user_data(resource);
	struct tk_replay *replay = manager->replay;

	if (replay) {
		tk_pacing_drop_owner(replay, manager);
		tk_capture_drop_owner(replay, manager);
		tk_settle_drop_owner(replay, manager);
		wl_list_remove(&manager->link);
		if (wl_list_empty(&replay->managers))
			tk_seat_cancel(replay, NULL);
	}
	free(manager);
}

/*
 * A driver binds the global: create its manager object and tell it about the
 * toplevels that are already pickable.
 */
static void
bind_manager(struct wl_client *client, void *data, uint32_t version,
	     uint32_t id)
{
	struct tk_replay *replay = data;
	struct tk_manager *manager;
	struct tk_toplevel *toplevel;

	manager = calloc(1, sizeof *manager);
	if (!manager) {
		wl_client_post_no_memory(client);
		return;
	}
	manager->resource = wl_resource_create(client,
			&touchkit_replay_manager_v1_interface, (int)version, id);
	if (!manager->resource) {
		free(manager);
		wl_client_post_no_memory(client);
		return;
	}
	manager->replay = replay;
	wl_resource_set_implementation(manager->resource, &manager_impl,
				       manager, manager_resource_destroy);
	wl_list_insert(replay->managers.prev, &manager->link);

	wl_list_for_each(toplevel, &replay->toplevels, link)
		send_toplevel(manager->resource, toplevel);
}

int
tk_protocol_init(struct tk_replay *replay)
{
	replay->global = wl_global_create(replay->compositor->wl_display,
			&touchkit_replay_manager_v1_interface, 4,
			replay, bind_manager);
	if (!replay->global) {
		weston_log(TK_LOG_PREFIX "cannot create the global\n");
		return -1;
	}
	return 0;
}

/*
 * Teardown: remove the global and make the remaining manager resources inert
 * (libwayland frees them later through manager_resource_destroy).
 */
void
tk_protocol_fini(struct tk_replay *replay)
{
	struct tk_manager *manager, *tmp;

	wl_list_for_each_safe(manager, tmp, &replay->managers, link) {
		tk_pacing_drop_owner(replay, manager);
		tk_capture_drop_owner(replay, manager);
		tk_settle_drop_owner(replay, manager);
		wl_list_remove(&manager->link);
		wl_list_init(&manager->link);
		manager->replay = NULL;
	}
	if (replay->global) {
		wl_global_destroy(replay->global);
		replay->global = NULL;
	}
}

void
tk_protocol_broadcast_toplevel(struct tk_replay *replay,
			       struct tk_toplevel *toplevel)
{
	struct tk_manager *manager;

	wl_list_for_each(manager, &replay->managers, link)
		send_toplevel(manager->resource, toplevel);
}

void
tk_protocol_broadcast_toplevel_changed(struct tk_replay *replay,
				       struct tk_toplevel *toplevel)
{
	struct tk_manager *manager;

	wl_list_for_each(manager, &replay->managers, link)
		touchkit_replay_manager_v1_send_toplevel_changed(
			manager->resource, toplevel->handle,
			toplevel->app_id, toplevel->title,
			toplevel->x, toplevel->y,
			toplevel->width, toplevel->height);
}

void
tk_protocol_broadcast_toplevel_removed(struct tk_replay *replay,
				       uint32_t handle)
{
	struct tk_manager *manager;

	wl_list_for_each(manager, &replay->managers, link)
		touchkit_replay_manager_v1_send_toplevel_removed(
			manager->resource, handle);
}
