/*
 * toplevels.c - which client toplevels are mapped and pickable.
 *
 * A freshly mapped surface only becomes pickable once Weston has rebuilt its
 * view list, which happens during the next repaint. So rather than listening
 * to shell map events, we look at compositor->view_list right after each
 * repaint (module.c calls tk_toplevels_scan from the output frame signal):
 * whatever is in it is exactly what weston_compositor_pick_view sees.
 *
 * A toplevel is a view whose wl_surface has the xdg_toplevel role (set by
 * libweston-desktop for both xdg-shell and zxdg-shell-v6). It is announced
 * the first time it is seen, reported as changed when its title, app id or
 * surface rect differ, and removed when its view is destroyed or when a
 * repaint no longer lists it (unmapped, hidden by the shell).
 */
#include <stdlib.h>
#include <string.h>

#include <libweston/libweston.h>
#include <libweston-desktop/libweston-desktop.h>

#include "touchkit-replay.h"

static char *
dup_or_empty(const char *s)
{
	return strdup(s ? s : "");
}

static bool
same_string(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "") == 0;
}

static bool
is_client_toplevel(struct weston_view *view)
{
	struct weston_surface *surface = view->surface;

	return surface->resource &&
	       surface->role_name &&
	       strcmp(surface->role_name, "xdg_toplevel") == 0 &&
	       weston_surface_is_desktop_surface(surface) &&
	       weston_view_is_mapped(view) &&
	       weston_surface_is_mapped(surface) &&
	       surface->width > 0 && surface->height > 0;
}

static void
view_rect(struct weston_view *view, int32_t *x, int32_t *y,
	  int32_t *width, int32_t *height)
{
	double gx, gy;

	/* Same conversion as injection uses, at the surface origin. */
	if (!view->transform.enabled) {
		gx = view->geometry.x;
		gy = view->geometry.y;
	} else {
		float fx, fy;

		weston_view_to_global_float(view, 0.0f, 0.0f, &fx, &fy);
		gx = fx;
		gy = fy;
	}
	*x = (int32_t)(gx < 0 ? gx - 0.5 : gx + 0.5);
	*y = (int32_t)(gy < 0 ? gy - 0.5 : gy + 0.5);
	*width = view->surface->width;
	*height = view->surface->height;
}

/* Announce removal, then release everything the toplevel holds. */
static void
tk_toplevel_destroy(struct tk_toplevel *toplevel)
{
	tk_protocol_broadcast_toplevel_removed(toplevel->replay,
					       toplevel->handle);
	wl_list_remove(&toplevel->view_destroy_listener.link);
	wl_list_remove(&toplevel->client_destroy_listener.link);
	tk_settle_untrack(toplevel);
	wl_list_remove(&toplevel->link);
	free(toplevel->app_id);
	free(toplevel->title);
	free(toplevel);
}

/* The view went away (surface destroyed, client gone, shell unmapped it). */
static void
toplevel_handle_view_destroy(struct wl_listener *listener, void *data)
{
	struct tk_toplevel *toplevel =
		wl_container_of(listener, toplevel, view_destroy_listener);

	tk_toplevel_destroy(toplevel);
}

/* The client went away, maybe before the view (a shell's closing animation
 * keeps it): forget the toplevel now, its client pointer is about to dangle. */
static void
toplevel_handle_client_destroy(struct wl_listener *listener, void *data)
{
	struct tk_toplevel *toplevel =
		wl_container_of(listener, toplevel, client_destroy_listener);

	tk_toplevel_destroy(toplevel);
}

static struct tk_toplevel *
find_by_view(struct tk_replay *replay, struct weston_view *view)
{
	struct tk_toplevel *toplevel;

	wl_list_for_each(toplevel, &replay->toplevels, link) {
		if (toplevel->view == view)
			return toplevel;
	}
	return NULL;
}

static bool
track(struct tk_replay *replay, struct weston_view *view)
{
	struct weston_desktop_surface *dsurface =
		weston_surface_get_desktop_surface(view->surface);
	struct tk_toplevel *toplevel;

	toplevel = calloc(1, sizeof *toplevel);
	if (!toplevel)
		goto oom;
	toplevel->app_id = dup_or_empty(
		weston_desktop_surface_get_app_id(dsurface));
	toplevel->title = dup_or_empty(
		weston_desktop_surface_get_title(dsurface));
	if (!toplevel->app_id || !toplevel->title) {
		free(toplevel->app_id);
		free(toplevel->title);
		free(toplevel);
		goto oom;
	}

	toplevel->replay = replay;
	toplevel->handle = replay->next_handle++;
	toplevel->view = view;
	toplevel->surface = view->surface;
	toplevel->client = wl_resource_get_client(view->surface->resource);
	toplevel->pid = (uint32_t)weston_desktop_surface_get_pid(dsurface);
	view_rect(view, &toplevel->x, &toplevel->y,
		  &toplevel->width, &toplevel->height);
	toplevel->seen = true;
	toplevel->view_destroy_listener.notify = toplevel_handle_view_destroy;
	wl_signal_add(&view->destroy_signal, &toplevel->view_destroy_listener);
	toplevel->client_destroy_listener.notify =
		toplevel_handle_client_destroy;
	wl_client_add_destroy_listener(toplevel->client,
				       &toplevel->client_destroy_listener);
	tk_settle_track(toplevel);
	wl_list_insert(replay->toplevels.prev, &toplevel->link);

	tk_protocol_broadcast_toplevel(replay, toplevel);
	return true;

oom:
	weston_log(TK_LOG_PREFIX "out of memory tracking a toplevel\n");
	return false;
}

/* Refresh a known toplevel; tell the drivers if anything changed. */
static void
refresh(struct tk_toplevel *toplevel)
{
	struct weston_desktop_surface *dsurface =
		weston_surface_get_desktop_surface(toplevel->surface);
	const char *app_id = weston_desktop_surface_get_app_id(dsurface);
	const char *title = weston_desktop_surface_get_title(dsurface);
	int32_t x, y, width, height;
	char *new_app_id, *new_title;

	view_rect(toplevel->view, &x, &y, &width, &height);
	if (same_string(app_id, toplevel->app_id) &&
	    same_string(title, toplevel->title) &&
	    x == toplevel->x && y == toplevel->y &&
	    width == toplevel->width && height == toplevel->height)
		return;

	new_app_id = dup_or_empty(app_id);
	new_title = dup_or_empty(title);
	if (!new_app_id || !new_title) {
		free(new_app_id);
		free(new_title);
		weston_log(TK_LOG_PREFIX "out of memory refreshing a toplevel\n");
		return;
	}
	free(toplevel->app_id);
	free(toplevel->title);
	toplevel->app_id = new_app_id;
	toplevel->title = new_title;
	toplevel->x = x;
	toplevel->y = y;
	toplevel->width = width;
	toplevel->height = height;
	tk_protocol_broadcast_toplevel_changed(toplevel->replay, toplevel);
}

void
tk_toplevels_init(struct tk_replay *replay)
{
	wl_list_init(&replay->toplevels);
	replay->next_handle = 1;
}

/*
 * Teardown: forget all toplevels. Their removal events go to the managers
 * that are still attached at this point (none, once protocol is torn down).
 */
void
tk_toplevels_fini(struct tk_replay *replay)
{
	struct tk_toplevel *toplevel, *tmp;

	wl_list_for_each_safe(toplevel, tmp, &replay->toplevels, link)
		tk_toplevel_destroy(toplevel);
}

/*
 * Called after every repaint: reconcile our list with the compositor's
 * freshly built view list.
 */
void
tk_toplevels_scan(struct tk_replay *replay)
{
	struct weston_view *view;
	struct tk_toplevel *toplevel, *tmp;

	wl_list_for_each(toplevel, &replay->toplevels, link)
		toplevel->seen = false;

	wl_list_for_each(view, &replay->compositor->view_list, link) {
		if (!is_client_toplevel(view))
			continue;
		toplevel = find_by_view(replay, view);
		if (toplevel) {
			toplevel->seen = true;
			refresh(toplevel);
		} else {
			track(replay, view);
		}
	}

	wl_list_for_each_safe(toplevel, tmp, &replay->toplevels, link) {
		if (!toplevel->seen)
			tk_toplevel_destroy(toplevel);
	}
}

struct tk_toplevel *
tk_toplevel_find(struct tk_replay *replay, uint32_t handle)
{
	struct tk_toplevel *toplevel;

	if (handle == 0)
		return NULL;
	wl_list_for_each(toplevel, &replay->toplevels, link) {
		if (toplevel->handle == handle)
			return toplevel;
	}
	return NULL;
}

/*
 * Surface-local to global. With no view transform (the headless/kiosk case)
 * this is an exact double-precision translation; otherwise Weston's float
 * transform is used.
 */
void
tk_toplevel_to_global(struct tk_toplevel *toplevel,
		      double sx, double sy, double *gx, double *gy)
{
	struct weston_view *view = toplevel->view;

	if (!view->transform.enabled) {
		*gx = sx + view->geometry.x;
		*gy = sy + view->geometry.y;
	} else {
		float fx, fy;

		weston_view_to_global_float(view, (float)sx, (float)sy,
					    &fx, &fy);
		*gx = fx;
		*gy = fy;
	}
}
