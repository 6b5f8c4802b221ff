import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { validatePersonName, type UserProfile } from '@reeltime/shared-lib';
import type { ProfileUpdate } from '../api/profile';

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

  const readOnly = { readOnly: true };
  return (
    <Paper component="form" onSubmit={submit} variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Personal details
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Name"
          value={editing ? username : profile.username}
          onChange={(event) => setUsername(event.target.value)}
          error={nameError !== null}
          helperText={nameError ?? undefined}
          slotProps={{ htmlInput: editing ? {} : readOnly }}
          autoFocus={editing}
        />
        <TextField
          label="Email"
          value={profile.email}
          slotProps={{ htmlInput: readOnly }}
          helperText="Email cannot be changed"
        />
        <TextField
          label="Phone"
          value={profile.phone || 'Not provided'}
          slotProps={{ htmlInput: readOnly }}
          helperText="Phone cannot be changed"
        />
        {editing ? (
          <TextField
            select
            label="Gender"
            value={gender}
            onChange={(event) => setGender(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Select Gender</MenuItem>
            {GENDERS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField label="Gender" value={profile.gender || 'Not specified'} slotProps={{ htmlInput: readOnly }} />
        )}
      </Box>
      {/*
        Distinct keys: React would otherwise reuse the "Edit Profile" button as "Save Changes", and the
        click that entered edit mode would then submit the unchanged form.
      */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        {editing ? (
          <>
            <Button key="save" type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button
              key="cancel"
              type="button"
              variant="outlined"
              color="inherit"
              disabled={saving}
              onClick={() => setEditing(false)}
            >
              Cancel editing
            </Button>
          </>
        ) : (
          <Button key="edit" type="button" variant="contained" startIcon={<EditIcon />} onClick={startEditing}>
            Edit Profile
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
