/*
 * capture.c - write the output (or one toplevel's area) to a PNG file.
 *
 * A capture must show what the compositor drew *after* the driver's last
 * injected events were handled, so it waits for the next repaint: the
 * request schedules one and the output's frame signal (emitted by the
 * renderer right after it rendered the output) runs it. Pixels come from the
 * renderer's read_pixels (Weston's pixman renderer with --use-pixman; the
 * headless default "noop" renderer never repaints), and cairo writes the PNG.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <pixman.h>
#include <libweston/libweston.h>

#include "touchkit-replay.h"

static void
tk_capture_destroy(struct tk_capture *capture)
{
	wl_list_remove(&capture->link);
	free(capture->path);
	free(capture);
}

static void
capture_fail(struct tk_capture *capture, const char *reason)
{
	weston_log(TK_LOG_PREFIX "capture %u failed: %s\n",
		   capture->serial, reason);
	touchkit_replay_manager_v1_send_capture_failed(
		capture->owner->resource, capture->serial, reason);
}

/* Convert a row of a8b8g8r8 (GL read format) to cairo's native xRGB. */
static void
swap_red_blue(uint32_t *row, int32_t width)
{
	for (int32_t i = 0; i < width; i++) {
		uint32_t p = row[i];

		row[i] = (p & 0xff00ff00u) | ((p & 0xffu) << 16) |
			 ((p >> 16) & 0xffu);
	}
}

/*
 * Read the capture's rectangle from the output and write it to the file.
 * Returns NULL on success, or a reason string on failure (static, or
 * formatted into error_buf).
 */
static const char *
capture_run(struct tk_replay *replay, struct tk_capture *capture,
	    int32_t *out_width, int32_t *out_height,
	    char *error_buf, size_t error_size)
{
	struct weston_compositor *ec = replay->compositor;
	struct weston_output *output = capture->output->output;
	pixman_format_code_t format = ec->read_format;
	int32_t scale = output->current_scale;
	int32_t x1, y1, x2, y2, bx, by, bw, bh;
	cairo_surface_t *surface;
	cairo_status_t status;
	uint8_t *pixels;
	int stride;

	if (!ec->renderer || !ec->renderer->read_pixels)
		return "the renderer cannot read pixels (run weston with --use-pixman)";
	if (output->transform != WL_OUTPUT_TRANSFORM_NORMAL)
		return "rotated or flipped outputs are not supported";
	if (format != PIXMAN_a8r8g8b8 && format != PIXMAN_x8r8g8b8 &&
	    format != PIXMAN_a8b8g8r8)
		return "unsupported renderer read format";

	/* Clip to the output, then go to output buffer coordinates. */
	x1 = capture->x > output->x ? capture->x : output->x;
	y1 = capture->y > output->y ? capture->y : output->y;
	x2 = capture->x + capture->width;
	y2 = capture->y + capture->height;
	if (x2 > output->x + output->width)
		x2 = output->x + output->width;
	if (y2 > output->y + output->height)
		y2 = output->y + output->height;
	if (x2 <= x1 || y2 <= y1)
		return "the area is outside the output";

	bx = (x1 - output->x) * scale;
	by = (y1 - output->y) * scale;
	bw = (x2 - x1) * scale;
	bh = (y2 - y1) * scale;
	if (ec->capabilities & WESTON_CAP_CAPTURE_YFLIP)
		by = output->current_mode->height - by - bh;

	stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, bw);
	if (stride != bw * 4)
		return "unexpected stride";
	pixels = malloc((size_t)stride * (size_t)bh);
	if (!pixels)
		return "out of memory";

	if (ec->renderer->read_pixels(output, format, pixels,
				      (uint32_t)bx, (uint32_t)by,
				      (uint32_t)bw, (uint32_t)bh) < 0) {
		free(pixels);
		return "read_pixels failed";
	}

	if (ec->capabilities & WESTON_CAP_CAPTURE_YFLIP) {
		uint8_t *tmp = malloc((size_t)stride);

		if (!tmp) {
			free(pixels);
			return "out of memory";
		}
		for (int32_t row = 0; row < bh / 2; row++) {
			uint8_t *a = pixels + (size_t)row * stride;
			uint8_t *b = pixels + (size_t)(bh - 1 - row) * stride;

			memcpy(tmp, a, (size_t)stride);
			memcpy(a, b, (size_t)stride);
			memcpy(b, tmp, (size_t)stride);
		}
		free(tmp);
	}
	if (format == PIXMAN_a8b8g8r8) {
		for (int32_t row = 0; row < bh; row++)
			swap_red_blue((uint32_t *)(pixels + (size_t)row * stride),
				      bw);
	}

	/* RGB24 ignores the alpha byte: the PNG is opaque, as the screen is. */
	surface = cairo_image_surface_create_for_data(pixels,
						      CAIRO_FORMAT_RGB24,
						      bw, bh, stride);
	status = cairo_surface_status(surface);
	if (status == CAIRO_STATUS_SUCCESS)
		status = cairo_surface_write_to_png(surface, capture->path);
	cairo_surface_destroy(surface);
	free(pixels);

	if (status != CAIRO_STATUS_SUCCESS) {
		snprintf(error_buf, error_size, "cannot write %s: %s",
			 capture->path, cairo_status_to_string(status));
		return error_buf;
	}
	*out_width = bw;
	*out_height = bh;
	return NULL;
}

void
tk_capture_init(struct tk_replay *replay)
{
	wl_list_init(&replay->captures);
}

void
tk_capture_fini(struct tk_replay *replay)
{
	struct tk_capture *capture, *tmp;

	wl_list_for_each_safe(capture, tmp, &replay->captures, link)
		tk_capture_destroy(capture);
}

/*
 * capture request: decide the output and rectangle now (the toplevel may
 * move or vanish before the repaint; we capture where it was asked for),
 * then ask for a repaint of that output.
 */
void
tk_capture_request(struct tk_replay *replay, struct tk_manager *manager,
		   uint32_t serial, uint32_t handle, const char *path)
{
	struct weston_compositor *ec = replay->compositor;
	struct weston_output *woutput = NULL;
	struct tk_output *output;
	struct tk_capture *capture;
	struct tk_toplevel *toplevel = NULL;

	if (handle != 0) {
		toplevel = tk_toplevel_find(replay, handle);
		if (!toplevel) {
			touchkit_replay_manager_v1_send_capture_failed(
				manager->resource, serial, "unknown toplevel");
			return;
		}
		woutput = toplevel->view->output;
	}
	if (!woutput && !wl_list_empty(&ec->output_list))
		woutput = wl_container_of(ec->output_list.next, woutput, link);
	output = woutput ? tk_output_find(replay, woutput) : NULL;
	if (!output) {
		touchkit_replay_manager_v1_send_capture_failed(
			manager->resource, serial, "no output");
		return;
	}

	capture = calloc(1, sizeof *capture);
	if (!capture || !(capture->path = strdup(path))) {
		free(capture);
		wl_resource_post_no_memory(manager->resource);
		return;
	}
	capture->owner = manager;
	capture->output = output;
	capture->serial = serial;
	if (toplevel) {
		capture->x = toplevel->x;
		capture->y = toplevel->y;
		capture->width = toplevel->width;
		capture->height = toplevel->height;
	} else {
		capture->x = woutput->x;
		capture->y = woutput->y;
		capture->width = woutput->width;
		capture->height = woutput->height;
	}
	wl_list_insert(replay->captures.prev, &capture->link);
	weston_output_schedule_repaint(woutput);
}

/* The output was just repainted: run every capture waiting for it. */
void
tk_capture_on_repaint(struct tk_replay *replay, struct tk_output *output)
{
	struct tk_capture *capture, *tmp;
	const char *failure;
	char error_buf[512];
	int32_t width = 0, height = 0;

	wl_list_for_each_safe(capture, tmp, &replay->captures, link) {
		if (capture->output != output)
			continue;
		failure = capture_run(replay, capture, &width, &height,
				      error_buf, sizeof error_buf);
		if (failure)
			capture_fail(capture, failure);
		else
			touchkit_replay_manager_v1_send_capture_done(
				capture->owner->resource, capture->serial,
				width, height);
		tk_capture_destroy(capture);
	}
}

/* A manager went away: drop its captures silently. */
void
tk_capture_drop_owner(struct tk_replay *replay, struct tk_manager *owner)
{
	struct tk_capture *capture, *tmp;

	wl_list_for_each_safe(capture, tmp, &replay->captures, link) {
		if (capture->owner == owner)
			tk_capture_destroy(capture);
	}
}

/* An output is going away: its pending captures cannot happen. */
void
tk_capture_drop_output(struct tk_replay *replay, struct tk_output *output)
{
	struct tk_capture *capture, *tmp;

	wl_list_for_each_safe(capture, tmp, &replay->captures, link) {
		if (capture->output != output)
			continue;
		capture_fail(capture, "the output was removed");
		tk_capture_destroy(capture);
	}
}
