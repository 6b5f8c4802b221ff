import type { CSSProperties } from 'react';
import '../../../app/shell.css';

const MARKS: { label: string; name: string; style: CSSProperties }[] = [
  { label: 'VISA', name: 'Visa', style: { color: '#1a1f71', fontStyle: 'italic', letterSpacing: '0.04em' } },
  {
    label: 'MC',
    name: 'Mastercard',
    style: { color: '#fff', background: 'linear-gradient(90deg, #eb001b 0 50%, #f79e1b 50% 100%)' },
  },
  { label: 'UPI', name: 'UPI', style: { color: '#097939' } },
  { label: 'GPay', name: 'Google Pay', style: { color: '#3c4043' } },
];

/** Accepted payment methods as text badges. */
export function PaymentMarks() {
  return (
    <ul role="list" aria-label="Accepted payment methods" className="rt-marks">
      {MARKS.map((mark) => (
        <li key={mark.label} title={mark.name} aria-label={mark.name} className="rt-mark" style={mark.style}>
          {mark.label}
        </li>
      ))}
    </ul>
  );
}
