#ifndef CWEBKITGTK_SHIM_H
#define CWEBKITGTK_SHIM_H
// The C surface WebContentGTK uses: WebKitGTK 6.0 (which pulls in GTK 4, JavaScriptCore and libsoup 3),
// plus a few static inline helpers for what Swift cannot call directly (variadic functions, macros).
#include <webkit/webkit.h>

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
#endif
