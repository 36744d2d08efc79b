package org.bourse.system;

import org.bourse.testing.server.BourseProcess;

/** The crash test on the embedded H2 default, a file database in the launcher's folder. */
class H2CrashTest extends CrashContract {

    @Override
    BourseProcess launch() {
        return BourseProcess.onH2File();
    }
}
