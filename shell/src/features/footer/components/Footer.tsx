import type { ReactNode } from 'react';
import { Icon, Link, type IconName } from '@reeltime/shared-lib';
import '../../../app/shell.css';
import { Wordmark } from '../../header/components/Wordmark';
import { AppStoreBadges } from './AppStoreBadges';
import { FOOTER_COLUMNS } from '../footerLinks';
import { PaymentMarks } from './PaymentMarks';

const SUPPORT_EMAIL = 'support@reeltime.app';

function ContactLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <div className="rt-contact-line">
      <Icon name={icon} />
      <span>{children}</span>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="rt-footer">
      <div className="rt-container rt-footer__inner">
        <div className="rt-footer__grid">
          <div className="rt-footer__brand">
            <div>
              <Wordmark />
            </div>
            <p className="rt-footer__about">
              Book the best seats for the latest movies in seconds. Browse showtimes, watch trailers and keep your
              tickets on your phone.
            </p>
            <AppStoreBadges />
          </div>

          {FOOTER_COLUMNS.map((column) => (
            <nav aria-label={column.title} key={column.title}>
              <h2 className="rt-footer__heading">{column.title}</h2>
              <ul className="rt-footer__links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rt-footer__link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className="rt-footer__contact">
            <h2 className="rt-footer__heading">Contact Us</h2>
            <address>
              <ContactLine icon="EmailOutline">
                <a href={`mailto:${SUPPORT_EMAIL}`} className="rt-plain-link">
                  {SUPPORT_EMAIL}
                </a>
              </ContactLine>
              <ContactLine icon="PhoneOutline">
                <a href="tel:+9118001234567" className="rt-plain-link">
                  1800 123 4567
                </a>{' '}
                (10 AM – 10 PM)
              </ContactLine>
              <ContactLine icon="LocationOnOutline">
                ReelTime Entertainment Pvt. Ltd., 4th Floor, Lotus Tower, Andheri East, Mumbai 400069
              </ContactLine>
            </address>
          </div>
        </div>

        <hr className="rt-divider" style={{ margin: '32px 0' }} />

        <div className="rt-footer__bottom">
          <p className="rt-footer__copy">© {year} ReelTime. All rights reserved.</p>
          <PaymentMarks />
        </div>
      </div>
    </footer>
  );
}
