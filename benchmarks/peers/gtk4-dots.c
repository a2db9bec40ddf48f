/*
 * gtk4-dots: a GTK4 peer of TouchKit's MinimalDots example for the client benchmark.
 *
 * A white window holding a GtkDrawingArea; one 30 px dot per touch sequence, drawn
 * where the sequence last was. Run with GDK_BACKEND=wayland GSK_RENDERER=cairo.
 * The window asks for 600 x 500 (weston-simple-touch's size).
 */
#include <gtk/gtk.h>

#define DOT_DIAMETER 30.0

/* Touch sequence (GdkEventSequence *) -> its last position (double[2], g_free'd). */
static GHashTable *dots;

static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)area;
    (void)data;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, 0, 0, width, height);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0.85, 0.2, 0.2);
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, dots);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
        const double *p = value;
        cairo_arc(cr, p[0], p[1], DOT_DIAMETER / 2, 0, 2 * G_PI);
        cairo_fill(cr);
    }
}

static gboolean on_event(GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data) {
    GtkWidget *area = data;
    GdkEventType type = gdk_event_get_event_type(event);
    if (type != GDK_TOUCH_BEGIN && type != GDK_TOUCH_UPDATE && type != GDK_TOUCH_END && type != GDK_TOUCH_CANCEL)
        return FALSE;
    GdkEventSequence *sequence = gdk_event_get_event_sequence(event);
    if (type == GDK_TOUCH_END || type == GDK_TOUCH_CANCEL) {
        g_hash_table_remove(dots, sequence);
    } else {
        double x, y;
        gdk_event_get_position(event, &x, &y);
        /* The event is in surface coordinates; the area fills the window. */
        graphene_point_t in = GRAPHENE_POINT_INIT((float)x, (float)y), out;
        GtkNative *native = gtk_widget_get_native(area);
        double nx, ny;
        gtk_native_get_surface_transform(native, &nx, &ny);
        in.x -= (float)nx;
        in.y -= (float)ny;
        if (gtk_widget_compute_point(GTK_WIDGET(native), area, &in, &out)) {
            x = out.x;
            y = out.y;
        }
        double *p = g_new(double, 2);
        p[0] = x;
        p[1] = y;
        g_hash_table_replace(dots, sequence, p);
    }
    (void)controller;
    gtk_widget_queue_draw(area);
    return TRUE;
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "gtk4-dots");
    gtk_window_set_default_size(GTK_WINDOW(window), 600, 500);
    GtkWidget *area = gtk_drawing_area_new();
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
    GtkEventController *legacy = gtk_event_controller_legacy_new();
    g_signal_connect(legacy, "event", G_CALLBACK(on_event), area);
    gtk_widget_add_controller(area, legacy);
    gtk_window_set_child(GTK_WINDOW(window), area);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    dots = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
    GtkApplication *app = gtk_application_new("org.touchkit.bench.gtk4dots", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    g_hash_table_destroy(dots);
    return status;
}
