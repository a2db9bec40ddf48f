/*
 * touchkit-input-method: a tiny input method for tests (SPEC X13, X19).
 *
 * KWin starts it (`kwin_wayland --inputmethod "touchkit-input-method REPORT"`) on a
 * connection of its own (WAYLAND_SOCKET) and offers it zwp_input_method_v1. When a
 * client enables text-input-v3 KWin activates it with a context: the first time, it
 * sends a preedit ("héllo", shown underlined), waits for the file REPORT.go to appear
 * (the test sees the preedit first), then commits "héllo", deletes the "o" before the
 * cursor and commits "o!" (the text ends "héllo!").
 *
 * It writes what it receives and does, one line each, to REPORT:
 *   activate | content_type HINT PURPOSE | surrounding TEXT | commit_state SERIAL
 *   | preedit | commit | deactivate
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <wayland-client.h>

#include "input-method-unstable-v1-client-protocol.h"

struct state {
	struct wl_display *display;
	struct zwp_input_method_v1 *input_method;
	struct zwp_input_method_context_v1 *context;
	FILE *report;
	char *go_path;
	uint32_t serial;
	/* 0: nothing sent; 1: preedit sent, waiting for the go file; 2: done. */
	int stage;
};

static void report(struct state *state, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void report(struct state *state, const char *format, ...)
{
	va_list arguments;
	va_start(arguments, format);
	vfprintf(state->report, format, arguments);
	va_end(arguments);
	fputc('\n', state->report);
	fflush(state->report);
}

static void context_surrounding_text(void *data, struct zwp_input_method_context_v1 *context,
				     const char *text, uint32_t cursor, uint32_t anchor)
{
	report(data, "surrounding %s", text ? text : "");
}

static void context_reset(void *data, struct zwp_input_method_context_v1 *context)
{
	report(data, "reset");
}

static void context_content_type(void *data, struct zwp_input_method_context_v1 *context,
				 uint32_t hint, uint32_t purpose)
{
	report(data, "content_type %u %u", hint, purpose);
}

static void context_invoke_action(void *data, struct zwp_input_method_context_v1 *context,
				  uint32_t button, uint32_t index)
{
}

static void send_preedit(struct state *state)
{
	zwp_input_method_context_v1_preedit_cursor(state->context, (int32_t)strlen("héllo"));
	zwp_input_method_context_v1_preedit_string(state->context, state->serial, "héllo", "héllo");
	wl_display_flush(state->display);
	state->stage = 1;
	report(state, "preedit");
}

static void send_commit(struct state *state)
{
	zwp_input_method_context_v1_commit_string(state->context, state->serial, "héllo");
	/* KWin takes index <= 0: the length bytes from `index` before the cursor. */
	zwp_input_method_context_v1_delete_surrounding_text(state->context, -1, 1);
	zwp_input_method_context_v1_commit_string(state->context, state->serial, "o!");
	wl_display_flush(state->display);
	state->stage = 2;
	report(state, "commit");
}

static void context_commit_state(void *data, struct zwp_input_method_context_v1 *context,
				 uint32_t serial)
{
	struct state *state = data;
	state->serial = serial;
	report(state, "commit_state %u", serial);
	if (state->stage == 0)
		send_preedit(state);
}

static void context_preferred_language(void *data, struct zwp_input_method_context_v1 *context,
				       const char *language)
{
}

static const struct zwp_input_method_context_v1_listener context_listener = {
	.surrounding_text = context_surrounding_text,
	.reset = context_reset,
	.content_type = context_content_type,
	.invoke_action = context_invoke_action,
	.commit_state = context_commit_state,
	.preferred_language = context_preferred_language,
};

static void input_method_activate(void *data, struct zwp_input_method_v1 *input_method,
				  struct zwp_input_method_context_v1 *context)
{
	struct state *state = data;
	if (state->context)
		zwp_input_method_context_v1_destroy(state->context);
	state->context = context;
	zwp_input_method_context_v1_add_listener(context, &context_listener, state);
	report(state, "activate");
}

static void input_method_deactivate(void *data, struct zwp_input_method_v1 *input_method,
				    struct zwp_input_method_context_v1 *context)
{
	struct state *state = data;
	report(state, "deactivate");
	if (state->context == context)
		state->context = NULL;
	zwp_input_method_context_v1_destroy(context);
}

static const struct zwp_input_method_v1_listener input_method_listener = {
	.activate = input_method_activate,
	.deactivate = input_method_deactivate,
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name,
			    const char *interface, uint32_t version)
{
	struct state *state = data;
	if (strcmp(interface, zwp_input_method_v1_interface.name) == 0 && !state->input_method) {
		state->input_method = wl_registry_bind(registry, name, &zwp_input_method_v1_interface, 1);
		zwp_input_method_v1_add_listener(state->input_method, &input_method_listener, state);
	}
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name)
{
}

static const struct wl_registry_listener registry_listener = {
	.global = registry_global,
	.global_remove = registry_global_remove,
};

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s REPORT\n", argv[0]);
		return 2;
	}
	struct state state = { 0 };
	state.report = fopen(argv[1], "a");
	if (!state.report) {
		fprintf(stderr, "touchkit-input-method: cannot open %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	if (asprintf(&state.go_path, "%s.go", argv[1]) < 0)
		return 1;
	state.display = wl_display_connect(NULL);
	if (!state.display) {
		report(&state, "error no display");
		return 1;
	}
	struct wl_registry *registry = wl_display_get_registry(state.display);
	wl_registry_add_listener(registry, &registry_listener, &state);
	wl_display_roundtrip(state.display);
	if (!state.input_method) {
		report(&state, "error no zwp_input_method_v1");
		return 1;
	}
	report(&state, "bound");
	for (;;) {
		while (wl_display_prepare_read(state.display) != 0)
			wl_display_dispatch_pending(state.display);
		if (wl_display_flush(state.display) < 0 && errno != EAGAIN) {
			wl_display_cancel_read(state.display);
			break;
		}
		/* While a preedit waits for the go file, look for it ten times a second. */
		struct pollfd fd = { .fd = wl_display_get_fd(state.display), .events = POLLIN };
		int ready = poll(&fd, 1, state.stage == 1 ? 100 : -1);
		if (ready < 0 && errno != EINTR) {
			wl_display_cancel_read(state.display);
			break;
		}
		if (ready > 0) {
			if (wl_display_read_events(state.display) < 0)
				break;
		} else {
			wl_display_cancel_read(state.display);
		}
		if (wl_display_dispatch_pending(state.display) < 0)
			break;
		if (state.stage == 1 && state.context && access(state.go_path, F_OK) == 0)
			send_commit(&state);
	}
	report(&state, "disconnected");
	return 0;
}
