/*
 * Declarations of libweston 10.0.1 functions that libweston-10.so exports but
 * whose header (libweston/backend.h, libweston/libweston-internal.h) Debian
 * does not install. They must match Weston 10.0.1 exactly: later releases
 * changed several of them (for example notify_touch_normalized takes a
 * struct weston_coord_global from Weston 12 on), and a mismatch here is an
 * ABI error the compiler cannot catch. Checked against the 10.0.1 sources
 * and against the disassembly of Debian's libweston-10.so.0.0.1
 * (notify_touch_normalized receives x and y in xmm0/xmm1, i.e. two doubles).
 */
#ifndef TOUCHKIT_WESTON10_PRIVATE_H
#define TOUCHKIT_WESTON10_PRIVATE_H

#include <time.h>
#include <libweston/libweston.h>

/* libweston/libweston-internal.h (10.0.1) */
void
weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec,
		 const char *seat_name);
void
weston_seat_release(struct weston_seat *seat);
void
weston_seat_init_touch(struct weston_seat *seat);
int
weston_seat_init_pointer(struct weston_seat *seat);
/* keymap NULL: the compositor's keymap (weston.ini [keyboard], else us). */
int
weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
void
weston_seat_release_touch(struct weston_seat *seat);

/* libweston/libweston-internal.h (10.0.1) */
struct weston_touch_device *
weston_touch_create_touch_device(struct weston_touch *touch,
				 const char *syspath,
				 void *backend_data,
				 const struct weston_touch_device_ops *ops);
void
weston_touch_device_destroy(struct weston_touch_device *device);

/* libweston/backend.h (10.0.1). With a device created without calibration
 * ops, norm must be NULL for down and motion (Weston asserts it). x and y
 * are global compositor coordinates. */
void
notify_touch_normalized(struct weston_touch_device *device,
			const struct timespec *time,
			int touch_id,
			double x, double y,
			const struct weston_point2d_device_normalized *norm,
			int touch_type);
void
notify_touch_frame(struct weston_touch_device *device);
void
notify_touch_cancel(struct weston_touch_device *device);

/* libweston/backend.h (10.0.1). x and y of notify_motion_absolute are global
 * compositor coordinates, passed as two doubles. */
void
notify_motion_absolute(struct weston_seat *seat, const struct timespec *time,
		       double x, double y);
void
notify_button(struct weston_seat *seat, const struct timespec *time,
	      int32_t button, enum wl_pointer_button_state state);
void
notify_pointer_frame(struct weston_seat *seat);
/* A value of 0 makes the compositor send wl_pointer.axis_stop. */
void
notify_axis(struct weston_seat *seat, const struct timespec *time,
	    struct weston_pointer_axis_event *event);
void
notify_axis_source(struct weston_seat *seat, uint32_t source);
void
notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
	   enum wl_keyboard_key_state state,
	   enum weston_key_state_update update_state);

#endif
