internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HTTPServer {
    /// Starts libmicrohttpd with the configuration's options and this server as callback context.
    func startDaemon() throws(HTTPServerError) -> Daemon {
        let retained = Unmanaged.passRetained(self)
        let context = retained.toOpaque()
        var flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        if configuration.logsLibraryErrors { flags |= MHD_USE_ERROR_LOG.rawValue }
        var options: [MHD_OptionItem] = [
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: configuration.connectionLimit, ptr_value: nil),
            MHD_OptionItem(
                option: .CONNECTION_TIMEOUT,
                value: Int(configuration.connectionTimeout.components.seconds), ptr_value: nil),
            MHD_OptionItem(
                option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryLimit,
                ptr_value: nil),
            MHD_OptionItem(option: .LISTEN_BACKLOG_SIZE, value: configuration.listenBacklog, ptr_value: nil),
            CMicroHTTPD_uri_log_option(requestLineCallback, context),
            CMicroHTTPD_completed_option(requestCompletedCallback, context),
            CMicroHTTPD_connection_option(connectionCallback, context),
        ]
        if configuration.threadCount > 1 {
            options.append(
                MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threadCount, ptr_value: nil))
        }
        if let perAddress = configuration.connectionLimitPerAddress {
            options.append(
                MHD_OptionItem(option: .PER_IP_CONNECTION_LIMIT, value: perAddress, ptr_value: nil))
        }
        do {
            let pointer = try SocketAddress.withAddress(
                host: configuration.bindAddress, port: configuration.port
            ) {
                address, isIPv6 in
                if isIPv6 { flags |= MHD_USE_IPv6.rawValue }
                options.append(
                    MHD_OptionItem(
                        option: .SOCK_ADDR, value: 0, ptr_value: UnsafeMutableRawPointer(mutating: address)))
                options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
                return try options.withUnsafeMutableBufferPointer { buffer in
                    let daemon = CMicroHTTPD_start_daemon(
                        flags, configuration.port, accessCallback, context, buffer.baseAddress)
                    if daemon == nil {
                        let cause = errno
                        let place = "\(configuration.bindAddress) port \(configuration.port)"
                        switch cause {
                        case EADDRINUSE: throw HTTPServerError.addressInUse.with(detail: place)
                        case EADDRNOTAVAIL: throw HTTPServerError.addressNotAvailable.with(detail: place)
                        default:
                            throw HTTPServerError.startFailed.with(
                                detail: String(cString: strerror(cause)))
                        }
                    }
                    return try MicroHTTPD.check(daemon, "MHD_start_daemon", failure: .startFailed)
                }
            }
            return Daemon(pointer: pointer, retainedServer: retained)
        } catch {
            retained.release()
            throw error as? HTTPServerError ?? HTTPServerError.startFailed
        }
    }
}
