import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { describe, expect, it } from 'vitest';
import { EnquiryFormStore, formDataKey } from '../../../src/application/enquiries/form-streams';
import { ResourceStreams } from '../../../src/domain/catalogue/resource-streams';

function tokens(answers: (string | null)[]) {
  let asked = 0;
  return {
    formToken: async () => {
      const answer = answers[asked] ?? null;
      asked++;
      return answer;
    },
    asked: () => asked,
  };
}

const settled = <T extends { status: string }>(source: import('rxjs').Observable<T>) =>
  firstValueFrom(source.pipe(filter((r) => r.status !== 'loading')));

describe('EnquiryFormStore: the form token', () => {
  it('takes the token the page was served with, without asking the server', async () => {
    const sender = tokens(['fetched']);
    const streams = new ResourceStreams();
    streams.prime({ [formDataKey.token()]: { formToken: 'from-page' } });
    const store = new EnquiryFormStore(sender, streams);
    expect(store.currentToken()).toBe('from-page');
    expect(await settled(store.formToken$())).toEqual({ status: 'ready', value: { formToken: 'from-page' } });
    expect(sender.asked()).toBe(0);
  });

  it('asks the server once when the page had none (a form reached by navigating), then keeps it', async () => {
    const sender = tokens(['fetched', 'second']);
    const store = new EnquiryFormStore(sender, new ResourceStreams());
    expect(store.currentToken()).toBe('');
    expect(await settled(store.formToken$())).toEqual({ status: 'ready', value: { formToken: 'fetched' } });
    expect(store.formToken$()).toBe(store.formToken$());
    expect(store.currentToken()).toBe('fetched');
    expect(sender.asked()).toBe(1);
  });

  it('has none when the server is out of reach (the form is sent with an empty token)', async () => {
    const store = new EnquiryFormStore(tokens([null]), new ResourceStreams());
    expect(await settled(store.formToken$())).toEqual({ status: 'not-found' });
    expect(store.currentToken()).toBe('');
  });

  it('takes the fresh token a refusal hands back', async () => {
    const streams = new ResourceStreams();
    streams.prime({ [formDataKey.token()]: { formToken: 'old' } });
    const store = new EnquiryFormStore(tokens([]), streams);
    const seen: string[] = [];
    const sub = store.formToken$().subscribe((r) => seen.push(r.status === 'ready' ? r.value.formToken : r.status));
    store.renewToken('fresh');
    sub.unsubscribe();
    expect(seen).toEqual(['old', 'fresh']);
    expect(store.currentToken()).toBe('fresh');
  });
});

describe('EnquiryFormStore: the reply to a form posted without JavaScript', () => {
  it('is what the server put in the page, and in the browser never asked for', async () => {
    const streams = new ResourceStreams();
    const reply = { values: { name: 'Ada' }, fields: { email: 'Enter your email address.' }, message: 'Please check.' };
    streams.prime({ [formDataKey.reply('contact')]: reply });
    const store = new EnquiryFormStore(tokens([]), streams);
    expect(await settled(store.formReply$('contact'))).toEqual({ status: 'ready', value: reply });
    expect(await settled(store.formReply$('agent'))).toEqual({ status: 'not-found' });
    expect(store.formReply$('contact')).toBe(store.formReply$('contact'));
  });

  it('ignores a primed reply that is not one', async () => {
    const streams = new ResourceStreams();
    streams.prime({ [formDataKey.reply('contact')]: 'nonsense' });
    const store = new EnquiryFormStore(tokens([]), streams);
    expect(await settled(store.formReply$('contact'))).toEqual({ status: 'not-found' });
  });
});
