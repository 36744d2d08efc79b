/** Test support: the Redis server that tests of the shared session store use. */
package org.bourse.testing.redis;
