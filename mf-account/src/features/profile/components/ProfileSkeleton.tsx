import { Panel } from '../../../components/Panel';
import './profileSkeleton.css';

/** The details' fields in the form's order, with the hint each shows below it. */
const FIELDS: readonly (readonly [label: string, hint: string | null])[] = [
  ['Name', null],
  ['Email', 'Email cannot be changed'],
  ['Phone', 'Phone cannot be changed'],
  ['Gender', null],
];

/**
 * What the profile shows while it loads: its panels as they will stand, the customer's badge, name, e-mail and
 * reminder setting still to come, the details' fields empty. The first paint the shell's server sends for `/info`
 * (`src/exposes/first-paint/profilePaint.cjs`) draws exactly this, so the hand-over moves nothing: change both
 * together. The label is read out.
 */
export function ProfileSkeleton() {
  return (
    <div className="rt-ac-profile">
      <div role="status" aria-live="polite" className="rt-ac-panel rt-ac-profile-head">
        <span className="rt-visually-hidden">Loading your profile...</span>
        <div aria-hidden className="rt-skeleton rt-ac-profile-skel__badge" />
        <div aria-hidden className="rt-ac-profile-skel__names">
          <div className="rt-skeleton rt-ac-profile-skel__name" />
          <div className="rt-skeleton rt-ac-profile-skel__email" />
        </div>
      </div>
      <Panel as="div">
        <h2 className="rt-ac-panel__title">Personal details</h2>
        <div className="rt-ac-details__grid">
          {FIELDS.map(([label, hint]) => (
            <div key={label} className="rt-ac-field">
              <span className="rt-ac-field__label">{label}</span>
              <div className="rt-ac-field__control" />
              {hint && <p className="rt-ac-field__helper">{hint}</p>}
            </div>
          ))}
        </div>
      </Panel>
      <Panel as="div">
        <h2 className="rt-ac-panel__title rt-ac-panel__title--tight">Show reminders</h2>
        <div aria-hidden className="rt-skeleton rt-ac-profile-skel__setting" />
      </Panel>
    </div>
  );
}
