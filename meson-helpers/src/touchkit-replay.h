/*
 * touchkit-replay: a Weston 10 module that replays recorded touches.
 *
 * Shared state and the functions each part of the module offers the others.
 * The parts, one file each:
 *
 *   module.c     entry point (wet_module_init), output tracking, teardown
 *   protocol.c   the touchkit_replay_manager_v1 global: requests and events
 *   seat.c       the replay seat and touch injection (down/motion/up, shape,
 *                orientation, frame with the W4 modes, cancel)
 *   input.c      the seat's pointer and keyboard: motion, buttons, keys
 *   toplevels.c  which client toplevels are mapped and pickable
 *   pacing.c     sync: waiting until target clients have read their socket
 *   capture.c    PNG captures after the next repaint
 *   settle.c     settle: waiting until a client has drawn what it was sent
 *                (its requests handled, its frame callbacks sent)
 *
 * Ownership rule: every listener and allocation is removed/freed in exactly
 * one place: the destroy or fini function of the struct that holds it.
 */
#ifndef TOUCHKIT_REPLAY_H
#define TOUCHKIT_REPLAY_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include <wayland-server.h>
#include <libweston/libweston.h>

#include "touchkit-replay-v1-server-protocol.h"

#define TK_LOG_PREFIX "touchkit-replay: "
#define TK_MAX_POINTS 32

struct tk_replay;

/* One bound touchkit_replay_manager_v1 object (one per driver). */
struct tk_manager {
	struct wl_resource *resource;
	struct tk_replay *replay;	/* NULL once the module is torn down */
	struct wl_list link;		/* tk_replay.managers */
};

/* An enabled output we watch for repaints (toplevel scan, captures). */
struct tk_output {
	struct tk_replay *replay;
	struct weston_output *output;
	struct wl_listener frame_listener;
	struct wl_listener destroy_listener;
	struct wl_list link;		/* tk_replay.outputs */
};

/* A client toplevel that is mapped and pickable. */
struct tk_toplevel {
	struct tk_replay *replay;
	uint32_t handle;
	struct weston_view *view;
	struct weston_surface *surface;
	struct wl_client *client;
	struct wl_listener view_destroy_listener;
	/* The client can go before the view: desktop-shell keeps the view for
	 * its closing animation after the client has disconnected. */
	struct wl_listener client_destroy_listener;
	char *app_id;			/* never NULL, "" when unset */
	char *title;			/* never NULL, "" when unset */
	uint32_t pid;
	int32_t x, y, width, height;	/* surface rect, global coordinates */
	bool seen;			/* scratch flag of tk_toplevels_scan */
	struct wl_list link;		/* tk_replay.toplevels */

	/* settle.c: what the surface did since the last settled event. */
	struct wl_listener commit_listener;
	bool frame_wanted;		/* committed frame callbacks not sent yet */
	uint32_t frames;		/* repaints that sent its frame callbacks */
	uint32_t commits;		/* commits that brought new damage */
	pixman_region32_t seen_damage;	/* surface damage after its last commit */
};

/* A touch point that the driver has put down and not yet lifted. */
struct tk_point {
	int32_t id;
	uint32_t toplevel;		/* handle named by the down request */
	double dx, dy;			/* global - surface-local at last use */
};

/* A sync request waiting for its target clients to drain their sockets. */
struct tk_sync {
	struct tk_manager *owner;
	uint32_t toplevel;
	uint32_t serial;
	struct wl_list link;		/* tk_replay.syncs, FIFO */
};

/* A settle request waiting for its client to have drawn. */
struct tk_settle {
	struct tk_manager *owner;
	uint32_t toplevel;
	uint32_t serial;
	int repaints;			/* repaints asked for while waiting */
	struct wl_list link;		/* tk_replay.settles */
};

/* A capture request waiting for the next repaint of its output. */
struct tk_capture {
	struct tk_manager *owner;
	struct tk_output *output;
	uint32_t serial;
	int32_t x, y, width, height;	/* global coordinates */
	char *path;
	struct wl_list link;		/* tk_replay.captures */
};

struct tk_replay {
	struct weston_compositor *compositor;
	struct wl_global *global;
	struct wl_list managers;
	struct wl_listener compositor_destroy_listener;

	struct wl_list outputs;
	struct wl_listener output_created_listener;

	/* seat.c */
	struct weston_seat seat;
	bool seat_initialized;
	struct weston_touch_device *touch_device;
	struct tk_point points[TK_MAX_POINTS];
	int n_points;
	enum touchkit_replay_manager_v1_last_up_frame last_up_frame;
	uint64_t last_usec;		/* time of the latest injected event */
	/* The client whose last point went up since the previous frame and
	 * which Weston 10 will therefore not send a frame to. */
	struct wl_client *frame_owed_client;
	struct wl_listener frame_owed_client_destroy_listener;

	/* toplevels.c */
	struct wl_list toplevels;
	uint32_t next_handle;

	/* pacing.c */
	struct wl_list syncs;
	int timer_fd;
	struct wl_event_source *timer_source;
	bool timer_armed;

	/* capture.c */
	struct wl_list captures;

	/* settle.c */
	struct wl_list settles;
	struct wl_event_source *settle_timer;
};

/* protocol.c */
int tk_protocol_init(struct tk_replay *replay);
void tk_protocol_fini(struct tk_replay *replay);
void tk_manager_reject(struct tk_manager *manager,
		       enum touchkit_replay_manager_v1_rejection reason,
		       const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void tk_protocol_broadcast_toplevel(struct tk_replay *replay,
				    struct tk_toplevel *toplevel);
void tk_protocol_broadcast_toplevel_changed(struct tk_replay *replay,
					    struct tk_toplevel *toplevel);
void tk_protocol_broadcast_toplevel_removed(struct tk_replay *replay,
					    uint32_t handle);

/* seat.c */
int tk_seat_init(struct tk_replay *replay);
void tk_seat_fini(struct tk_replay *replay);
void tk_seat_down(struct tk_replay *replay, struct tk_manager *manager,
		  uint32_t toplevel, int32_t id, double x, double y,
		  uint64_t usec);
void tk_seat_motion(struct tk_replay *replay, struct tk_manager *manager,
		    int32_t id, double x, double y, uint64_t usec);
void tk_seat_up(struct tk_replay *replay, struct tk_manager *manager,
		int32_t id, uint64_t usec);
void tk_seat_shape(struct tk_replay *replay, struct tk_manager *manager,
		   int32_t id, wl_fixed_t major, wl_fixed_t minor);
void tk_seat_orientation(struct tk_replay *replay, struct tk_manager *manager,
			 int32_t id, wl_fixed_t orientation);
void tk_seat_frame(struct tk_replay *replay);
void tk_seat_cancel(struct tk_replay *replay, struct tk_manager *manager);

/* input.c */
int tk_input_init(struct tk_replay *replay);
void tk_input_pointer_motion(struct tk_replay *replay,
			     struct tk_manager *manager, uint32_t toplevel,
			     double x, double y, uint64_t usec);
void tk_input_pointer_button(struct tk_replay *replay,
			     struct tk_manager *manager, uint32_t button,
			     uint32_t state, uint64_t usec);
void tk_input_pointer_axis(struct tk_replay *replay,
			   struct tk_manager *manager, uint32_t source,
			   uint32_t axis, double value, int32_t discrete,
			   uint64_t usec);
void tk_input_key(struct tk_replay *replay, struct tk_manager *manager,
		  uint32_t key, uint32_t state, uint64_t usec);

/* toplevels.c */
void tk_toplevels_init(struct tk_replay *replay);
void tk_toplevels_fini(struct tk_replay *replay);
void tk_toplevels_scan(struct tk_replay *replay);
struct tk_toplevel *tk_toplevel_find(struct tk_replay *replay,
				     uint32_t handle);
void tk_toplevel_to_global(struct tk_toplevel *toplevel,
			   double sx, double sy, double *gx, double *gy);

/* pacing.c */
int tk_pacing_init(struct tk_replay *replay);
void tk_pacing_fini(struct tk_replay *replay);
void tk_pacing_sync(struct tk_replay *replay, struct tk_manager *manager,
		    uint32_t toplevel, uint32_t serial);
void tk_pacing_drop_owner(struct tk_replay *replay, struct tk_manager *owner);

/* capture.c */
void tk_capture_init(struct tk_replay *replay);
void tk_capture_fini(struct tk_replay *replay);
void tk_capture_request(struct tk_replay *replay, struct tk_manager *manager,
			uint32_t serial, uint32_t toplevel, const char *path);
void tk_capture_on_repaint(struct tk_replay *replay, struct tk_output *output);
void tk_capture_drop_owner(struct tk_replay *replay, struct tk_manager *owner);
void tk_capture_drop_output(struct tk_replay *replay, struct tk_output *output);

/* settle.c */
int tk_settle_init(struct tk_replay *replay);
void tk_settle_fini(struct tk_replay *replay);
void tk_settle_track(struct tk_toplevel *toplevel);
void tk_settle_untrack(struct tk_toplevel *toplevel);
void tk_settle_request(struct tk_replay *replay, struct tk_manager *manager,
		       uint32_t serial, uint32_t toplevel);
void tk_settle_on_repaint(struct tk_replay *replay, struct tk_output *output);
void tk_settle_drop_owner(struct tk_replay *replay, struct tk_manager *owner);

/* module.c */
int wet_module_init(struct weston_compositor *compositor,
		    int *argc, char *argv[]);
struct tk_output *tk_output_find(struct tk_replay *replay,
				 struct weston_output *output);

#endif
