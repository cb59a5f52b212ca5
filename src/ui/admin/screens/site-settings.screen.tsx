import { type FormEvent, useEffect, useState } from 'react';
import { PAGES_CONSOLE_STORE } from '../../../application/content/pages-console.tokens';
import type { NavLink } from '../../../domain/catalogue/catalogue';
import {
  type EditableSiteSettings,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../../domain/content/site-settings-editing';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../../domain/enquiries/enquiry';
import { addressDomain } from '../../../domain/mail/reply-sender';
import { useAdminService, useToastActions } from '../components/admin-services';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';

type Errors = Readonly<Record<string, string>>;

function Input(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  type?: string;
  hint?: string;
  required?: boolean;
}) {
  return (
    <Field label={props.label} error={props.error ?? null} hint={props.hint} required={props.required ?? false}>
      {(c) => (
        <input
          {...c}
          type={props.type ?? 'text'}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function NavLinks(props: {
  legend: string;
  links: readonly NavLink[];
  prefix: string;
  errors: Errors;
  onChange: (links: NavLink[]) => void;
}) {
  const set = (i: number, change: Partial<NavLink>) =>
    props.onChange(props.links.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <fieldset className="admin-fieldset">
      <legend>{props.legend}</legend>
      {props.errors[props.prefix] && <p className="admin-error">{props.errors[props.prefix]}</p>}
      {props.links.map((link, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links are edited in place, by position
        <div key={i} className="admin-inline-fields">
          <Input
            label="Label"
            value={link.label}
            onChange={(v) => set(i, { label: v })}
            error={props.errors[`${props.prefix}.${i}.label`]}
          />
          <Input
            label="Goes to"
            value={link.href}
            onChange={(v) => set(i, { href: v })}
            error={props.errors[`${props.prefix}.${i}.href`]}
          />
          <button
            type="button"
            className="admin-button admin-button-quiet"
            aria-label={`Remove ${link.label || 'link'}`}
            onClick={() => props.onChange(props.links.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="admin-button"
        onClick={() => props.onChange([...props.links, { label: '', href: '' }])}
      >
        Add a link
      </button>
    </fieldset>
  );
}

const kindLabels: Partial<Record<EnquiryKind, string>> = { 'room-finder': 'Room finder', chat: 'Chat' };

/** The reply address's hint, naming the sending address and its domain when the server told them (ADR 092). */
function replyFromHint(sendingAddress: string): string {
  const domain = addressDomain(sendingAddress);
  const rule = domain
    ? `like enquiries@${domain}. It must be on ${domain}, the domain this site sends mail from, so that mail services trust it. Empty: replies come from ${sendingAddress}.`
    : 'on the domain this site sends mail from, so that mail services trust it. Empty: replies come from the site’s sending address.';
  return `The address visitors see your inbox replies come from, ${rule} Either way, the visitor’s answer goes to the team address for the kind of enquiry below.`;
}

/** The site settings (issue 19 item 1): contact details, header and footer navigation, enquiry inboxes, social links. */
export default function SiteSettingsScreen() {
  const store = useAdminService(PAGES_CONSOLE_STORE);
  const toasts = useToastActions();
  const [saved, setSaved] = useState<{ settings: EditableSiteSettings; version: number } | null>(null);
  const [sendingAddress, setSendingAddress] = useState('');
  const [s, setS] = useState<EditableSiteSettings | null>(null);
  const [fields, setFields] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  useUnsavedChanges(saved !== null && JSON.stringify(saved.settings) !== JSON.stringify(s));

  useEffect(() => {
    void store.readSettings().then(
      (answer) => {
        setSaved(answer);
        setSendingAddress(answer.sendingAddress ?? '');
        setS(answer.settings);
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : 'Please try again.'),
    );
  }, [store]);

  if (failed) return <p role="alert">{failed}</p>;
  if (!s || !saved) return <p>Loading…</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await store.saveSettings(saved.version, s);
      if (answer.kind === 'saved') {
        setSaved(answer.current);
        setS(answer.current.settings);
        setFields({});
        toasts.show('success', 'Settings saved: the site shows them now.');
      } else if (answer.kind === 'invalid') {
        setFields(answer.fields);
        toasts.show('error', answer.message);
      } else if (answer.kind === 'stale') {
        toasts.show('error', answer.message);
        setSaved(answer.current);
        setS(answer.current.settings);
      } else toasts.show('error', answer.message);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const set = (change: Partial<EditableSiteSettings>) => setS({ ...s, ...change });
  return (
    <>
      <ScreenHeader
        title="Site settings"
        description="What every page shows in its header and footer, and where enquiries go."
      />
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <section className="admin-panel">
          <h2>Brand and contact details</h2>
          <Input
            label="Brand name"
            required
            value={s.brandName}
            onChange={(v) => set({ brandName: v })}
            error={fields.brandName}
          />
          <Input label="Tagline" value={s.tagline} onChange={(v) => set({ tagline: v })} error={fields.tagline} />
          <Input
            label="Support e-mail"
            type="email"
            value={s.supportEmail}
            onChange={(v) => set({ supportEmail: v })}
            error={fields.supportEmail}
            hint="Shown to visitors, and where enquiries go unless a team address is set below."
          />
          <Input label="Phone" type="tel" value={s.phone} onChange={(v) => set({ phone: v })} error={fields.phone} />
          <Input
            label="WhatsApp"
            type="tel"
            value={s.whatsapp}
            onChange={(v) => set({ whatsapp: v })}
            error={fields.whatsapp}
          />
        </section>
        <section className="admin-panel">
          <h2>Navigation</h2>
          <NavLinks
            legend="Header"
            prefix="headerNav"
            links={s.headerNav}
            errors={fields}
            onChange={(headerNav) => set({ headerNav })}
          />
          {s.footerNav.map((group, g) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place, by position
            <fieldset key={g} className="admin-fieldset">
              <legend>Footer column {g + 1}</legend>
              <Input
                label="Heading"
                value={group.heading}
                error={fields[`footerNav.${g}.heading`]}
                onChange={(v) => set({ footerNav: s.footerNav.map((x, j) => (j === g ? { ...x, heading: v } : x)) })}
              />
              <NavLinks
                legend="Links"
                prefix={`footerNav.${g}.links`}
                links={group.links}
                errors={fields}
                onChange={(links) => set({ footerNav: s.footerNav.map((x, j) => (j === g ? { ...x, links } : x)) })}
              />
              <button
                type="button"
                className="admin-button admin-button-quiet"
                onClick={() => set({ footerNav: s.footerNav.filter((_, j) => j !== g) })}
              >
                Remove this column
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="admin-button"
            onClick={() => set({ footerNav: [...s.footerNav, { heading: '', links: [] }] })}
          >
            Add a footer column
          </button>
        </section>
        <section className="admin-panel">
          <h2>Where enquiries go</h2>
          <p className="admin-hint">
            A team address for each kind of enquiry; empty sends it to the support e-mail. Never shown on the site.
          </p>
          <Input
            label="Replies come from"
            type="email"
            value={s.replyFrom}
            error={fields.replyFrom}
            onChange={(v) => set({ replyFrom: v.trim() })}
            hint={replyFromHint(sendingAddress)}
          />
          {ENQUIRY_KINDS.map((kind) => (
            <Input
              key={kind}
              label={kindLabels[kind] ?? kind.replace(/-/g, ' ')}
              type="email"
              value={s.enquiryEmails[kind] ?? ''}
              error={fields[`enquiryEmails.${kind}`]}
              onChange={(v) => set({ enquiryEmails: { ...s.enquiryEmails, [kind]: v } })}
            />
          ))}
        </section>
        <section className="admin-panel">
          <h2>Social links</h2>
          {SOCIAL_NETWORKS.map((network: SocialNetwork) => {
            const at = s.socialLinks.findIndex((l) => l.network === network);
            return (
              <Input
                key={network}
                label={network === 'x' ? 'X' : network[0]?.toUpperCase() + network.slice(1)}
                type="url"
                hint={network === 'instagram' ? 'An address starting https://, or empty.' : undefined}
                value={s.socialLinks[at]?.url ?? ''}
                error={at >= 0 ? fields[`socialLinks.${at}.url`] : undefined}
                onChange={(url) =>
                  set({
                    socialLinks: url
                      ? at >= 0
                        ? s.socialLinks.map((l, j) => (j === at ? { network, url } : l))
                        : [...s.socialLinks, { network, url }]
                      : s.socialLinks.filter((l) => l.network !== network),
                  })
                }
              />
            );
          })}
        </section>
        <FormActions submitLabel="Save settings" busy={busy} />
      </form>
    </>
  );
}
