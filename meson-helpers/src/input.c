/*
 * input.c - the replay seat's pointer and keyboard.
 *
 * The seat made in seat.c also gets a pointer and a keyboard (with the
 * compositor's keymap), fed through Weston's ordinary entry points
 * (notify_motion_absolute, notify_button, notify_pointer_frame, notify_key).
 * So picking, pointer focus and enter/leave, the shell's click-to-activate
 * binding, keyboard focus, modifier state and the keys listed in
 * wl_keyboard.enter are all Weston's own: the app gets what a mouse and a
 * keyboard plugged into a real seat would give it.
 */
#include <libweston/libweston.h>

#include "touchkit-replay.h"
#include "weston10-private.h"

static struct timespec
usec_to_timespec(uint64_t usec)
{
	struct timespec ts = {
		.tv_sec = (time_t)(usec / 1000000u),
		.tv_nsec = (long)(usec % 1000000u) * 1000,
	};
	return ts;
}

/* Called by tk_seat_init once the seat exists; weston_seat_release (in
 * tk_seat_fini) releases the pointer and keyboard with the seat. */
int
tk_input_init(struct tk_replay *replay)
{
	if (weston_seat_init_pointer(&replay->seat) < 0) {
		weston_log(TK_LOG_PREFIX "cannot give the seat a pointer\n");
		return -1;
	}
	if (weston_seat_init_keyboard(&replay->seat, NULL) < 0) {
		weston_log(TK_LOG_PREFIX "cannot give the seat a keyboard\n");
		return -1;
	}
	return 0;
}

static bool
valid_state(struct tk_manager *manager, const char *what, uint32_t state)
{
	if (state == TOUCHKIT_REPLAY_MANAGER_V1_BUTTON_STATE_RELEASED ||
	    state == TOUCHKIT_REPLAY_MANAGER_V1_BUTTON_STATE_PRESSED)
		return true;
	wl_resource_post_error(manager->resource,
			       WL_DISPLAY_ERROR_INVALID_METHOD,
			       "%s: invalid state %u", what, state);
	return false;
}

/* pointer_motion: surface-local to global through the toplevel's view. */
void
tk_input_pointer_motion(struct tk_replay *replay, struct tk_manager *manager,
			uint32_t handle, double x, double y, uint64_t usec)
{
	struct tk_toplevel *toplevel = tk_toplevel_find(replay, handle);
	struct timespec ts = usec_to_timespec(usec);
	double gx, gy;

	if (!toplevel) {
		tk_manager_reject(manager,
			TOUCHKIT_REPLAY_MANAGER_V1_REJECTION_UNKNOWN_TOPLEVEL,
			"pointer_motion: no toplevel %u", handle);
		return;
	}
	tk_toplevel_to_global(toplevel, x, y, &gx, &gy);
	notify_motion_absolute(&replay->seat, &ts, gx, gy);
	notify_pointer_frame(&replay->seat);
}

void
tk_input_pointer_button(struct tk_replay *replay, struct tk_manager *manager,
			uint32_t button, uint32_t state, uint64_t usec)
{
	struct timespec ts = usec_to_timespec(usec);

	if (!valid_state(manager, "pointer_button", state))
		return;
	notify_button(&replay->seat, &ts, (int32_t)button,
		      state ? WL_POINTER_BUTTON_STATE_PRESSED
			    : WL_POINTER_BUTTON_STATE_RELEASED);
	notify_pointer_frame(&replay->seat);
}

/* pointer_axis: the source, the axis (with its wheel steps), then a frame, as
 * libinput's backend does. */
void
tk_input_pointer_axis(struct tk_replay *replay, struct tk_manager *manager,
		      uint32_t source, uint32_t axis, double value,
		      int32_t discrete, uint64_t usec)
{
	struct timespec ts = usec_to_timespec(usec);
	struct weston_pointer_axis_event event = {
		.axis = axis,
		.value = value,
		.has_discrete = discrete != 0,
		.discrete = discrete,
	};

	if (source > WL_POINTER_AXIS_SOURCE_WHEEL_TILT ||
	    axis > WL_POINTER_AXIS_HORIZONTAL_SCROLL) {
		wl_resource_post_error(manager->resource,
				       WL_DISPLAY_ERROR_INVALID_METHOD,
				       "pointer_axis: invalid source %u or axis %u",
				       source, axis);
		return;
	}
	notify_axis_source(&replay->seat, source);
	notify_axis(&replay->seat, &ts, &event);
	notify_pointer_frame(&replay->seat);
}

void
tk_input_key(struct tk_replay *replay, struct tk_manager *manager,
	     uint32_t key, uint32_t state, uint64_t usec)
{
	struct timespec ts = usec_to_timespec(usec);

	if (!valid_state(manager, "key", state))
		return;
	notify_key(&replay->seat, &ts, key,
		   state ? WL_KEYBOARD_KEY_STATE_PRESSED
			 : WL_KEYBOARD_KEY_STATE_RELEASED,
		   STATE_UPDATE_AUTOMATIC);
}
