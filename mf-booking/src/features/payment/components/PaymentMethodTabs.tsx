import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import QrCodeIcon from '@mui/icons-material/QrCode';

type Method = 'card' | 'upi' | 'wallet';

/** Card works; UPI and Wallet are listed but not available yet. */
export function PaymentMethodTabs({ card }: { card: ReactNode }) {
  const [method, setMethod] = useState<Method>('card');
  return (
    <Box>
      <Tabs
        value={method}
        onChange={(_event, value: Method) => setMethod(value)}
        aria-label="Payment method"
        variant="fullWidth"
        sx={{ mb: 2.5 }}
      >
        <Tab
          value="card"
          label="Card"
          icon={<CreditCardIcon />}
          iconPosition="start"
          id="method-card"
          aria-controls="method-panel"
        />
        <Tab
          value="upi"
          label="UPI"
          icon={<QrCodeIcon />}
          iconPosition="start"
          id="method-upi"
          aria-controls="method-panel"
        />
        <Tab
          value="wallet"
          label="Wallet"
          icon={<AccountBalanceWalletIcon />}
          iconPosition="start"
          id="method-wallet"
          aria-controls="method-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="method-panel" aria-labelledby={`method-${method}`}>
        {method === 'card' ? (
          card
        ) : (
          <Alert severity="info">
            {method === 'upi' ? 'UPI' : 'Wallet'} payments are not currently available. Please pay by card.
          </Alert>
        )}
      </Box>
    </Box>
  );
}
