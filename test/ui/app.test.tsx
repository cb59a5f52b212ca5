/**
 * The app, rendered whole (App, wouter's memory location, the test container, msw answering the
 * HTTP reader), page by page. The suites live in ./app/*.suite.tsx and run here, in one test
 * file: each test file costs a fresh happy-dom, msw and module graph, which took most of the
 * run's time when every suite was its own file. Run one suite with `-t`, e.g.
 * `npx vitest run --project ui -t "Room type page"`.
 */
import './app/home.suite';
import './app/city.suite';
import './app/property.suite';
import './app/room-type.suite';
import './app/scenarios.suite';
import './app/primed-data.suite';
