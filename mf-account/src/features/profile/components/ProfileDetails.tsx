import { useState, type FormEvent } from 'react';
import { validatePersonName, type UserProfile } from '@reeltime/shared-lib';
import { AccountIcon } from '../../../components/AccountIcon';
import { Panel } from '../../../components/Panel';
import { SelectField, TextField } from '../../../components/TextField';
import type { ProfileUpdate } from '../api/profile';
import './profileDetails.css';

/** The genders a profile can name (the API stores them capitalised; '' when not given). */
const GENDERS = ['Male', 'Female', 'Other'];

interface ProfileDetailsProps {
  profile: UserProfile;
  saving: boolean;
  onSave: (update: ProfileUpdate) => Promise<boolean>;
}

/** Name and gender are editable; email and phone are not. */
export function ProfileDetails({ profile, saving, onSave }: ProfileDetailsProps) {
  const [editing, setEditing] = useState(false);
  const [username, setUsername] = useState(profile.username);
  const [gender, setGender] = useState(profile.gender);

  const startEditing = () => {
    setUsername(profile.username);
    setGender(profile.gender);
    setEditing(true);
  };

  // The name rule the server applies (one line of printable text, no web or e-mail address), shown as it is typed.
  const nameError = editing ? validatePersonName(username) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a read-only field also submits: only an open form saves.
    if (!editing || saving || nameError) return;
    if (await onSave({ username: username.trim() || profile.username, gender })) setEditing(false);
  };

  return (
    <Panel as="form" onSubmit={submit}>
      <h2 className="rt-ac-panel__title">Personal details</h2>
      <div className="rt-ac-details__grid">
        {/* Remounted when the form opens, so autoFocus puts the caret in it. */}
        <TextField
          key={editing ? 'name-editing' : 'name'}
          label="Name"
          value={editing ? username : profile.username}
          onChange={(event) => setUsername(event.target.value)}
          error={nameError !== null}
          helperText={nameError ?? undefined}
          readOnly={!editing}
          autoFocus={editing}
        />
        <TextField label="Email" value={profile.email} readOnly helperText="Email cannot be changed" />
        <TextField
          label="Phone"
          value={profile.phone || 'Not provided'}
          readOnly
          helperText="Phone cannot be changed"
        />
        {editing ? (
          <SelectField label="Gender" value={gender} onChange={(event) => setGender(event.target.value)}>
            <option value="">Select Gender</option>
            {GENDERS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label="Gender" value={profile.gender || 'Not specified'} readOnly />
        )}
      </div>
      {/*
        Distinct keys: React would otherwise reuse the "Edit Profile" button as "Save Changes", and the
        click that entered edit mode would then submit the unchanged form.
      */}
      <div className="rt-ac-details__actions">
        {editing ? (
          <>
            <button key="save" type="submit" className="rt-btn rt-btn--contained" disabled={saving}>
              <AccountIcon name="Save" />
              {saving ? 'Saving...' : 'Save Changes'}
            </button>
            <button
              key="cancel"
              type="button"
              className="rt-btn rt-btn--outlined rt-btn--inherit"
              disabled={saving}
              onClick={() => setEditing(false)}
            >
              Cancel editing
            </button>
          </>
        ) : (
          <button key="edit" type="button" className="rt-btn rt-btn--contained" onClick={startEditing}>
            <AccountIcon name="Edit" />
            Edit Profile
          </button>
        )}
      </div>
    </Panel>
  );
}
