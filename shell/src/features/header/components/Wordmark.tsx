import { Link } from '@reeltime/shared-lib';
import '../../../app/shell.css';

/** "Reel" + "Time", the two-part wordmark; links home. */
export function Wordmark({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} aria-label="ReelTime home" className="rt-wordmark">
      <span className="rt-wordmark__reel">Reel</span>
      <span>Time</span>
    </Link>
  );
}
