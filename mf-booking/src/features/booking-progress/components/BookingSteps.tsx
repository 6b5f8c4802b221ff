import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Movie & Show', 'Select Seats', 'Payment', 'Confirmation'] as const;
const STEP_AHEAD_GREY = '#616161';

/** The four-step bar; `activeStep` is 0-based, steps before it show as complete. 4 = all done. */
export function BookingSteps({ activeStep }: { activeStep: 0 | 1 | 2 | 3 | 4 }) {
  return (
    <Stepper
      activeStep={activeStep}
      alternativeLabel
      role="list"
      aria-label="Booking progress"
      sx={{
        mb: { xs: 2.5, sm: 4 },
        '& .MuiStepLabel-label': { fontSize: { xs: '0.7rem', sm: '0.875rem' }, mt: { xs: 0.5, sm: 1 } },
        // A step still ahead: its white number on grey 6.2:1 (the theme's translucent grey gave 3.6:1), the circle 3.3:1 on the page.
        '& .MuiStepIcon-root:not(.Mui-active):not(.Mui-completed)': { color: STEP_AHEAD_GREY },
        '& .MuiStepIcon-text': { fill: '#ffffff' },
      }}
    >
      {STEPS.map((label, index) => (
        <Step key={label} completed={index < activeStep}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
