/**
 * The parts of the site shell that are not pages: the toast region, the device hook and the
 * protected route group's guard. One test file for all three, like app.test.tsx, because each
 * test file costs a fresh happy-dom and module graph.
 */
import './shell/toast-region.suite';
import './shell/protected-routes.suite';
import './shell/header-account.suite';
