import type { MailBrand, OutgoingMail } from '../mail/mail';
import type { StaffRole } from './staff-roles';

/** What an invitation or a reset e-mail needs: the address, the link, and who writes. */
export interface StaffLinkMailContext {
  readonly to: string;
  readonly url: string;
  readonly brand: MailBrand;
}

const roleInWords: Readonly<Record<StaffRole, string>> = {
  owner: 'owner (everything, including staff and the audit log)',
  editor: 'editor (the catalogue and pictures)',
  sales: 'sales (viewings and enquiries; reading the catalogue)',
};

const keepPrivate =
  'The link works once, for 24 hours. Do not forward this e-mail: whoever opens the link chooses the password.';

/** An invitation to the console: the role, the link, how long it lasts. */
export function invitationMail(
  context: StaffLinkMailContext & { readonly role: StaffRole; readonly invitedBy: string | null },
): OutgoingMail {
  const { brand, url, role } = context;
  const by = context.invitedBy ? `${context.invitedBy} has invited you` : 'You have been invited';
  const intro = `${by} to the ${brand.name} console as ${roleInWords[role]}.`;
  return {
    to: context.to,
    subject: `Your invitation to the ${brand.name} console`,
    text: [intro, '', 'Choose your password here:', url, '', keepPrivate].join('\n'),
    content: {
      preheader: 'Choose your password to sign in to the console.',
      heading: 'You are invited to the console',
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'action', link: { label: 'Choose your password', href: url } },
        { kind: 'note', text: keepPrivate },
      ],
      brand,
    },
  };
}

/** A password reset: the link, and what to do if they did not ask. */
export function passwordResetMail(context: StaffLinkMailContext): OutgoingMail {
  const { brand, url } = context;
  const notYou = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to: context.to,
    subject: `Reset your ${brand.name} console password`,
    text: [
      'Someone (we hope you) asked to reset your console password.',
      '',
      'Choose a new one here:',
      url,
      '',
      keepPrivate,
      notYou,
    ].join('\n'),
    content: {
      preheader: 'Choose a new password for the console.',
      heading: 'Reset your password',
      blocks: [
        { kind: 'paragraph', text: 'Someone (we hope you) asked to reset your console password.' },
        { kind: 'action', link: { label: 'Choose a new password', href: url } },
        { kind: 'note', text: keepPrivate },
        { kind: 'note', text: notYou },
      ],
      brand,
    },
  };
}
