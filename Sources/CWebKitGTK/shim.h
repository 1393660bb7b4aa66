#ifndef CWEBKITGTK_SHIM_H
#define CWEBKITGTK_SHIM_H
// The C surface WebContentGTK uses: WebKitGTK 6.0 (which pulls in GTK 4, JavaScriptCore and libsoup 3),
// plus a few static inline helpers for what Swift cannot call directly (variadic functions, macros).
#include <webkit/webkit.h>
// zlib (a dependency of GLib's own headers): the snapshot PNG encoder deflates with it.
#include <zlib.h>
#include <dlfcn.h>
#include <stdint.h>

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
/// manager and settings. Its web context and network session are `related`'s: WebKit ignores either one given
/// beside a related view (and says so, as a GLib critical, for every view).
static inline WebKitWebView *wck_web_view_new_related(WebKitUserContentManager *manager,
                                                      WebKitSettings *settings,
                                                      WebKitWebView *related) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "user-content-manager", manager,
                                        "settings", settings,
                                        "related-view", related,
                                        NULL));
}

/// A web context whose web processes are each killed past `limit_mib` of memory (0: WebKit's defaults, never
/// killed), checked every half second; construct-only, so it is set here or never.
static inline WebKitWebContext *wck_web_context_new(guint limit_mib) {
    if (limit_mib == 0) return webkit_web_context_new();
    WebKitMemoryPressureSettings *pressure = webkit_memory_pressure_settings_new();
    webkit_memory_pressure_settings_set_memory_limit(pressure, limit_mib);
    // Each threshold must stay above the one before it at every step: the kill first, the conservative last.
    webkit_memory_pressure_settings_set_kill_threshold(pressure, 1.0);
    webkit_memory_pressure_settings_set_strict_threshold(pressure, 0.8);
    webkit_memory_pressure_settings_set_conservative_threshold(pressure, 0.5);
    webkit_memory_pressure_settings_set_poll_interval(pressure, 0.5);
    WebKitWebContext *context =
        WEBKIT_WEB_CONTEXT(g_object_new(WEBKIT_TYPE_WEB_CONTEXT, "memory-pressure-settings", pressure, NULL));
    webkit_memory_pressure_settings_free(pressure);
    return context;
}

/// A libsoup session with at most `max_conns` connections open (`max_conns_per_host` to one host): both are
/// construct-only, and soup_session_new_with_options is variadic.
static inline SoupSession *wck_soup_session_new(guint max_conns, guint max_conns_per_host) {
    return soup_session_new_with_options("max-conns", max_conns, "max-conns-per-host", max_conns_per_host, NULL);
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

/// GTK 4.8's private layout of a memory texture (gdk/gdktextureprivate.h and gdk/gdkmemorytexture.c at 4.8.3).
///
/// GTK 4.8 has no public way to read a texture in its own format: gdk_texture_download converts every pixel
/// through floats even when the formats agree, which costs a third of a tall page's snapshot. GTK 4.10's
/// GdkTextureDownloader hands the bytes over; until then this mirror is read only when every check below holds.
typedef struct {
    GObject parent_instance;
    GdkMemoryFormat format;
    int width;
    int height;
    gpointer render_key;
    gpointer render_data;
    GDestroyNotify render_notify;
    GBytes *bytes;
    gsize stride;
} WCKMemoryTexture48;

/// A new reference to `texture`'s own pixel bytes when it is a GTK 4.8 memory texture in GDK_MEMORY_DEFAULT
/// with rows of exactly `width * 4` bytes, else NULL (the caller then downloads).
///
/// Checked first: GTK is 4.8 at run time, the instance is a GdkMemoryTexture at least as large as the mirror,
/// the mirror's width and height agree with the public getters, and the bytes hold every row.
static inline GBytes *wck_memory_texture_bytes(GdkTexture *texture) {
    if (gtk_get_major_version() != 4 || gtk_get_minor_version() != 8) return NULL;
    GType type = gdk_memory_texture_get_type();
    if (!G_TYPE_CHECK_INSTANCE_TYPE(texture, type)) return NULL;
    GTypeQuery query;
    g_type_query(G_TYPE_FROM_INSTANCE(texture), &query);
    if (query.instance_size < sizeof(WCKMemoryTexture48)) return NULL;
    const WCKMemoryTexture48 *mirror = (const WCKMemoryTexture48 *)texture;
    int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
    if (mirror->width != width || mirror->height != height || width <= 0 || height <= 0) return NULL;
    if (mirror->format != GDK_MEMORY_DEFAULT || mirror->bytes == NULL) return NULL;
    if (mirror->stride != (gsize)width * 4) return NULL;
    if (g_bytes_get_size(mirror->bytes) < mirror->stride * (gsize)height) return NULL;
    return g_bytes_ref(mirror->bytes);
}

/// Initialises a surfaceless EGL display through the EGL library WebKit already brought in, and keeps it: loading
/// Mesa's driver (and the LLVM it links) the way WebKit's first load would, ahead of time on another thread.
///
/// Reached through `dlsym`, so the package neither links EGL itself nor needs its headers. Returns whether the
/// display initialised.
static inline gboolean wck_egl_warm_up(void) {
    typedef void *(*GetPlatformDisplay)(unsigned int platform, void *native, const intptr_t *attributes);
    typedef unsigned int (*Initialize)(void *display, int32_t *major, int32_t *minor);
    // EGL 1.5's eglGetPlatformDisplay and eglInitialize, from libEGL (a dependency of WebKitGTK).
    GetPlatformDisplay getPlatformDisplay = (GetPlatformDisplay)dlsym(RTLD_DEFAULT, "eglGetPlatformDisplay");
    Initialize initialize = (Initialize)dlsym(RTLD_DEFAULT, "eglInitialize");
    if (getPlatformDisplay == NULL || initialize == NULL) return FALSE;
    // EGL_PLATFORM_SURFACELESS_MESA: no window system, so it needs no X server yet.
    void *display = getPlatformDisplay(0x31DD, NULL, NULL);
    int32_t major = 0, minor = 0;
    return display != NULL && initialize(display, &major, &minor);
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
