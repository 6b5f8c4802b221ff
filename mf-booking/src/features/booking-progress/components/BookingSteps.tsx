import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Movie & Show', 'Select Seats', 'Payment', 'Confirmation'] as const;

/** The four-step bar; `activeStep` is 0-based, steps before it show as complete. 4 = all done. */
export function BookingSteps({ activeStep }: { activeStep: 0 | 1 | 2 | 3 | 4 }) {
  return (
    <Stepper
      activeStep={activeStep}
      alternativeLabel
      aria-label="Booking progress"
      sx={{
        mb: { xs: 2.5, sm: 4 },
        '& .MuiStepLabel-label': { fontSize: { xs: '0.7rem', sm: '0.875rem' }, mt: { xs: 0.5, sm: 1 } },
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
