import { Icon, type IconName } from '@reeltime/shared-lib';
import './home.css';

const FEATURES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Latest Movies',
    text: 'Every new release the week it opens, with trailers to help you choose.',
    icon: 'NewReleasesOutline',
  },
  {
    title: 'Easy Booking',
    text: 'Pick a date, a cinema and your seats, and pay in a few taps.',
    icon: 'ConfirmationNumberOutline',
  },
  {
    title: 'Best Experience',
    text: 'Great screens near you, your tickets and QR codes always at hand.',
    icon: 'TheatersOutline',
  },
];

export function WelcomeSection() {
  return (
    <section aria-labelledby="welcome-title" className="rt-welcome">
      <div className="rt-welcome__intro">
        <h2 id="welcome-title" className="rt-section__title">
          Welcome to <span style={{ color: 'var(--rt-color-primary)' }}>Reel</span>Time
        </h2>
        <p className="rt-text-secondary">Your seat at the movies, booked in minutes.</p>
      </div>
      <ul className="rt-welcome__list">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rt-paper rt-welcome__item">
            <Icon name={feature.icon} />
            <h3>{feature.title}</h3>
            <p className="rt-text-secondary">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
