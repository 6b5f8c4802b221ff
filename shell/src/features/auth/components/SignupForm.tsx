import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiMutation, useTouchedValidation, validatePersonName } from '@reeltime/shared-lib';
import { validateEmail, validatePassword, validatePhone, validateRequired } from '../utils/fieldRules';
import { register, type Gender } from '../api/register';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const RULES = {
  username: (value: string) => validateRequired(value, '*Name required') ?? validatePersonName(value),
  email: (value: string) => validateRequired(value, '*Email required') ?? validateEmail(value),
  phone: (value: string) => validateRequired(value, '*Mobile number required') ?? validatePhone(value),
  password: (value: string) => validateRequired(value, '*Password required') ?? validatePassword(value),
  gender: (value: string) => validateRequired(value, '*Gender required'),
};

const EMPTY = { username: '', email: '', phone: '', password: '', gender: '' };

export function SignupForm({ onSignedUp, onLogin }: { onSignedUp: () => void; onLogin: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const { bind, shown, touch, touchAll } = useTouchedValidation(values, RULES);
  const { run, busy } = useApiMutation(register, {
    onSuccess: () => onSignedUp(),
    success: 'SignedUp Successfully!',
    error: 'Signup failed. Please try again.',
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!touchAll()) return;
    await run({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      phone: values.phone,
      gender: values.gender as Gender,
    });
  };

  const genderError = shown('gender');
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign up">
      <Stack spacing={1.25}>
        <TextField
          label="Full Name"
          autoComplete="name"
          autoFocus
          value={values.username}
          onChange={(e) => set('username')(e.target.value)}
          {...bind('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          {...bind('email')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          autoComplete="tel-national"
          value={values.phone}
          onChange={(e) => set('phone')(e.target.value.replace(/\D/g, '').slice(0, 10))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          {...bind('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          {...bind('password')}
        />
        <FormControl error={genderError !== null} onBlur={() => touch('gender')}>
          <FormLabel id="signup-gender">Gender</FormLabel>
          <RadioGroup
            row
            aria-labelledby="signup-gender"
            value={values.gender}
            onChange={(e) => set('gender')(e.target.value)}
          >
            {GENDERS.map((gender) => (
              <FormControlLabel key={gender.value} value={gender.value} control={<Radio />} label={gender.label} />
            ))}
          </RadioGroup>
          <FormHelperText>{genderError ?? ' '}</FormHelperText>
        </FormControl>
        <SubmitButton busy={busy} label="Sign Up" busyLabel="Signing up..." />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component="button" type="button" variant="body2" onClick={onLogin} sx={{ fontWeight: 600 }}>
            Login
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
