/*
 * module.c - entry point, output tracking and teardown.
 *
 * Weston loads this file's wet_module_init() for every path given with
 * --modules=. We set up the parts in dependency order (seat, toplevel
 * tracking, pacing, capture, then the protocol global that exposes them) and
 * tear them down in reverse order when the compositor is destroyed.
 */
#include <stdlib.h>
#include <string.h>

#include <libweston/libweston.h>

#include "touchkit-replay.h"

/*
 * A repaint of an output has just been rendered. This is where the module
 * learns things that only a repaint makes true: the compositor has rebuilt
 * its view list, so newly mapped toplevels are now pickable (announce them
 * before anything else), and the output's pixels are current (run the
 * captures waiting for this output); the frame callbacks of the surfaces it
 * shows are being sent (settles count them).
 */
static void
output_handle_frame(struct wl_listener *listener, void *data)
{
	struct tk_output *output =
		wl_container_of(listener, output, frame_listener);

	tk_toplevels_scan(output->replay);
	tk_settle_on_repaint(output->replay, output);
	tk_capture_on_repaint(output->replay, output);
}

static void
tk_output_destroy(struct tk_output *output)
{
	tk_capture_drop_output(output->replay, output);
	wl_list_remove(&output->frame_listener.link);
	wl_list_remove(&output->destroy_listener.link);
	wl_list_remove(&output->link);
	free(output);
}

/*
 * The output is being disabled or destroyed: fail the captures waiting for
 * it and forget it.
 */
static void
output_handle_destroy(struct wl_listener *listener, void *data)
{
	struct tk_output *output =
		wl_container_of(listener, output, destroy_listener);

	tk_output_destroy(output);
}

static void
tk_output_track(struct tk_replay *replay, struct weston_output *woutput)
{
	struct tk_output *output;

	if (tk_output_find(replay, woutput))
		return;

	output = calloc(1, sizeof *output);
	if (!output) {
		weston_log(TK_LOG_PREFIX "out of memory tracking output %s\n",
			   woutput->name);
		return;
	}
	output->replay = replay;
	output->output = woutput;
	output->frame_listener.notify = output_handle_frame;
	wl_signal_add(&woutput->frame_signal, &output->frame_listener);
	output->destroy_listener.notify = output_handle_destroy;
	wl_signal_add(&woutput->destroy_signal, &output->destroy_listener);
	wl_list_insert(replay->outputs.prev, &output->link);
}

/*
 * Weston enabled a new output (the headless backend may create its output
 * only after modules are loaded): watch its repaints.
 */
static void
compositor_handle_output_created(struct wl_listener *listener, void *data)
{
	struct tk_replay *replay =
		wl_container_of(listener, replay, output_created_listener);

	tk_output_track(replay, data);
}

struct tk_output *
tk_output_find(struct tk_replay *replay, struct weston_output *woutput)
{
	struct tk_output *output;

	wl_list_for_each(output, &replay->outputs, link) {
		if (output->output == woutput)
			return output;
	}
	return NULL;
}

/*
 * The compositor is shutting down: undo everything wet_module_init did, in
 * reverse order. Manager resources that clients still hold become inert
 * (their requests are ignored) and are freed when libwayland destroys them.
 */
static void
compositor_handle_destroy(struct wl_listener *listener, void *data)
{
	struct tk_replay *replay =
		wl_container_of(listener, replay, compositor_destroy_listener);
	struct tk_output *output, *tmp;

	wl_list_remove(&replay->compositor_destroy_listener.link);

	tk_protocol_fini(replay);
	tk_capture_fini(replay);
	tk_settle_fini(replay);
	tk_pacing_fini(replay);

	wl_list_remove(&replay->output_created_listener.link);
	wl_list_for_each_safe(output, tmp, &replay->outputs, link)
		tk_output_destroy(output);

	tk_toplevels_fini(replay);
	tk_seat_fini(replay);
	free(replay);
}

WL_EXPORT int
wet_module_init(struct weston_compositor *compositor,
		int *argc, char *argv[])
{
	struct tk_replay *replay;
	struct weston_output *woutput;

	replay = calloc(1, sizeof *replay);
	if (!replay) {
		weston_log(TK_LOG_PREFIX "out of memory\n");
		return -1;
	}
	replay->compositor = compositor;
	replay->timer_fd = -1;
	wl_list_init(&replay->managers);
	wl_list_init(&replay->outputs);

	if (!weston_compositor_add_destroy_listener_once(compositor,
			&replay->compositor_destroy_listener,
			compositor_handle_destroy)) {
		weston_log(TK_LOG_PREFIX "module loaded twice, ignoring\n");
		free(replay);
		return 0;
	}

	if (tk_seat_init(replay) < 0)
		goto err_seat;
	tk_toplevels_init(replay);
	if (tk_pacing_init(replay) < 0)
		goto err_pacing;
	if (tk_settle_init(replay) < 0)
		goto err_settle;
	tk_capture_init(replay);

	replay->output_created_listener.notify =
		compositor_handle_output_created;
	wl_signal_add(&compositor->output_created_signal,
		      &replay->output_created_listener);
	wl_list_for_each(woutput, &compositor->output_list, link)
		tk_output_track(replay, woutput);

	if (tk_protocol_init(replay) < 0)
		goto err_protocol;

	weston_log(TK_LOG_PREFIX "ready (seat \"%s\", global %s v%d)\n",
		   replay->seat.seat_name,
		   touchkit_replay_manager_v1_interface.name,
		   touchkit_replay_manager_v1_interface.version);
	return 0;

err_protocol:
	{
		struct tk_output *output, *tmp;

		wl_list_remove(&replay->output_created_listener.link);
		wl_list_for_each_safe(output, tmp, &replay->outputs, link)
			tk_output_destroy(output);
	}
	tk_capture_fini(replay);
	tk_settle_fini(replay);
err_settle:
	tk_pacing_fini(replay);
err_pacing:
	tk_toplevels_fini(replay);
	tk_seat_fini(replay);
err_seat:
	wl_list_remove(&replay->compositor_destroy_listener.link);
	free(replay);
	return -1;
}
