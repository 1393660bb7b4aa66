#ifndef CWEBKITGTK_SHIM_H
#define CWEBKITGTK_SHIM_H
// The C surface WebContentGTK uses: WebKitGTK 6.0 (which pulls in GTK 4, JavaScriptCore and libsoup 3),
// plus a few static inline helpers for what Swift cannot call directly (variadic functions, macros).
#include <webkit/webkit.h>
// zlib (a dependency of GLib's own headers): the snapshot PNG encoder deflates with it.
#include <zlib.h>

/// A web view with its construct-only properties: g_object_new is variadic, so Swift cannot call it.
static inline WebKitWebView *wck_web_view_new(WebKitUserContentManager *manager,
                                              WebKitWebContext *context,
                                              WebKitNetworkSession *session,
                                              WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "user-content-manager", manager,
                                        "web-context", context,
                                        "network-session", session,
                                        "settings", settings,
                                        NULL));
}

/// A web view that shares `related`'s web process (WebKitWebView:related-view), with its own user content
/// manager and settings.
static inline WebKitWebView *wck_web_view_new_related(WebKitUserContentManager *manager,
                                                      WebKitWebContext *context,
                                                      WebKitNetworkSession *session,
                                                      WebKitSettings *settings,
                                                      WebKitWebView *related) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "user-content-manager", manager,
                                        "web-context", context,
                                        "network-session", session,
                                        "settings", settings,
                                        "related-view", related,
                                        NULL));
}

/// g_signal_connect is a macro; this is it with a retained user-data box released by `notify`.
static inline gulong wck_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                        gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, handler, data, notify, (GConnectFlags)0);
}

/// The GError's domain is WebKit's network error domain and the code is "cancelled".
static inline gboolean wck_error_is_cancelled_load(const GError *error) {
    if (error == NULL) return FALSE;
    if (error->domain == WEBKIT_NETWORK_ERROR && error->code == WEBKIT_NETWORK_ERROR_CANCELLED) return TRUE;
    if (error->domain == WEBKIT_POLICY_ERROR &&
        error->code == WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE) return TRUE;
    return g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/// Whether the GError is an exception the script threw (as opposed to a result WebKit could not return,
/// or a call that died with the web process).
static inline gboolean wck_error_is_script_exception(const GError *error) {
    return error != NULL && error->domain == WEBKIT_JAVASCRIPT_ERROR &&
           error->code == WEBKIT_JAVASCRIPT_ERROR_SCRIPT_FAILED;
}
/// GDK_MEMORY_DEFAULT is a macro that depends on byte order: the format gdk_texture_download writes.
static inline GdkMemoryFormat wck_memory_default_format(void) {
    return GDK_MEMORY_DEFAULT;
}

/// gtk_accessible_update_property is variadic: the accessible name of a widget whose label does not say it.
static inline void wck_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// g_object_set is variadic: asks GTK for its dark or light theme variant.
static inline void wck_set_prefer_dark_theme(gboolean dark) {
    g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
}

/// Paints `widget` (a window: everything it shows, web content included) into a PNG at `path`.
static inline gboolean wck_widget_save_png(GtkWidget *widget, const char *path) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    if (width <= 0 || height <= 0 || native == NULL) return FALSE;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    g_object_unref(paintable);
    if (node == NULL) return FALSE;
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
    GdkTexture *texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &bounds);
    gsk_render_node_unref(node);
    if (texture == NULL) return FALSE;
    gboolean saved = gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    return saved;
}
#endif
