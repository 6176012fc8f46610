#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

// Shims exist only where Swift cannot call libmicrohttpd directly: the daemon constructor and the
// info getters are C variadic functions, and option items carrying a function pointer need it cast
// to `intptr_t`, which Swift cannot do for a C function pointer.

/// `MHD_start_daemon` is variadic. Every option travels in one `MHD_OPTION_ARRAY` terminated by
/// `MHD_OPTION_END`; no accept-policy callback is installed.
static inline struct MHD_Daemon *CMicroHTTPD_start_daemon(
    unsigned int flags, uint16_t port, MHD_AccessHandlerCallback handler, void *handler_context,
    struct MHD_OptionItem *options)
{
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_context,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// An `MHD_OPTION_NOTIFY_COMPLETED` item: the callback goes in `value` as an integer.
static inline struct MHD_OptionItem CMicroHTTPD_completed_option(
    MHD_RequestCompletedCallback callback, void *context)
{
    struct MHD_OptionItem item = { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)callback, context };
    return item;
}

/// An `MHD_OPTION_NOTIFY_CONNECTION` item: the callback goes in `value` as an integer.
static inline struct MHD_OptionItem CMicroHTTPD_connection_option(
    MHD_NotifyConnectionCallback callback, void *context)
{
    struct MHD_OptionItem item = { MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)callback, context };
    return item;
}

/// The type of an `MHD_OPTION_URI_LOG_CALLBACK` function; the header names none.
typedef void *(*CMicroHTTPD_URILogCallback)(void *context, const char *uri,
                                             struct MHD_Connection *connection);

/// An `MHD_OPTION_URI_LOG_CALLBACK` item: the callback goes in `value` as an integer.
static inline struct MHD_OptionItem CMicroHTTPD_uri_log_option(
    CMicroHTTPD_URILogCallback callback, void *context)
{
    struct MHD_OptionItem item = { MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)callback, context };
    return item;
}

/// `MHD_get_daemon_info` is variadic. Returns the bound port, or 0 when unknown.
static inline uint16_t CMicroHTTPD_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The daemon's listening socket, or -1 (`MHD_get_daemon_info` is variadic).
static inline int CMicroHTTPD_listen_fd(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
    return info == NULL ? -1 : info->listen_fd;
}

/// `MHD_get_connection_info` is variadic. Returns the peer's address, or NULL when unknown.
static inline const struct sockaddr *CMicroHTTPD_client_address(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// `MHD_get_connection_info` is variadic. What the connection-notify callback stored for the
/// connection when it opened, or NULL.
static inline void *CMicroHTTPD_socket_context(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// `MHD_get_connection_info` is variadic. Whether the connection is currently suspended.
static inline int CMicroHTTPD_is_suspended(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_SUSPENDED);
    return info != NULL && info->suspended == MHD_YES;
}

#endif
