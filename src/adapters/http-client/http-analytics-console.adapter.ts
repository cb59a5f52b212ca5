import type { AnalyticsConsole, AnalyticsReportAnswer } from '../../ports/analytics-console.port';
import { analyticsContract } from '../contracts/analytics.contract';
import { callEndpoint } from './call-endpoint';
import type { Fetch } from './get-json';

/** The console's analytics API from the browser (analytics.contract.ts): HTTP statuses become the port's outcomes here. */
export class HttpAnalyticsConsole implements AnalyticsConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async report(range: { readonly from: string; readonly to: string }): Promise<AnalyticsReportAnswer> {
    const answer = await callEndpoint(
      this.fetchFn,
      analyticsContract.report,
      { query: range },
      'The report could not be read. Please try again.',
    );
    switch (answer.status) {
      case 200:
        return { kind: 'ok', report: answer.body.report };
      case 400:
        return { kind: 'invalid', message: answer.body.message };
      case 401:
        return { kind: 'signed-out' };
      case 403:
        return { kind: 'forbidden' };
    }
  }
}
