package org.bourse.web.primitive.upgrade;

import java.io.IOException;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpUpgradeHandler;
import jakarta.servlet.http.WebConnection;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The "echo" protocol of the upgraded connection: when bytes arrive, each chunk that is ready is written
 * back followed by a line end, then the connection is closed, as DayTrader's handler does. At most
 * {@value #MAX_ECHO} bytes are echoed. Public with a public constructor because the container, not
 * Spring, creates it.
 */
public final class EchoUpgradeHandler implements HttpUpgradeHandler {

    private static final Logger LOG = LoggerFactory.getLogger(EchoUpgradeHandler.class);
    static final int MAX_ECHO = 64 * 1024;

    public EchoUpgradeHandler() {
        // created by the container at the upgrade
    }

    @Override
    public void init(WebConnection connection) {
        try {
            ServletInputStream in = connection.getInputStream();
            ServletOutputStream out = connection.getOutputStream();
            out.flush();
            in.setReadListener(new Echo(connection, in, out));
        } catch (IOException e) {
            close(connection);
        }
    }

    @Override
    public void destroy() {
        // nothing held
    }

    static void close(WebConnection connection) {
        try {
            connection.close();
        } catch (Exception e) {
            LOG.debug("Closing an upgraded echo connection failed", e);
        }
    }

    private static final class Echo implements ReadListener {

        private final WebConnection connection;
        private final ServletInputStream in;
        private final ServletOutputStream out;

        Echo(WebConnection connection, ServletInputStream in, ServletOutputStream out) {
            this.connection = connection;
            this.in = in;
            this.out = out;
        }

        @Override
        public void onDataAvailable() throws IOException {
            byte[] chunk = new byte[1024];
            int echoed = 0;
            int n;
            while (echoed < MAX_ECHO && in.isReady() && (n = in.read(chunk)) != -1) {
                out.write(chunk, 0, n);
                out.write('\r');
                out.write('\n');
                out.flush();
                echoed += n;
            }
            close(connection);
        }

        @Override
        public void onAllDataRead() {
            close(connection);
        }

        @Override
        public void onError(Throwable failure) {
            close(connection);
        }
    }
}
