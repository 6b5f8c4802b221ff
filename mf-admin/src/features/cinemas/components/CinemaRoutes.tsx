import type { ReactNode } from 'react';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { StaffOnly } from '../../staff/components/StaffOnly';
import { CinemaPage, NewCinemaPage } from './CinemaPage';
import { CinemasPage } from './CinemasPage';
import { EditScreenPage, NewScreenPage } from './ScreenEditorPage';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return <StaffOnly>{() => <AdminFrame title={title}>{children}</AdminFrame>}</StaffOnly>;
}

/** The cinema pages, each behind the back-office sign-in (the API answers 403 to accounts below manager). */
export const cinemaPages = {
  list: (
    <Page title="Cinemas">
      <CinemasPage />
    </Page>
  ),
  create: (
    <Page title="Add a cinema">
      <NewCinemaPage />
    </Page>
  ),
  edit: (
    <Page title="Cinema">
      <CinemaPage />
    </Page>
  ),
  newScreen: (
    <Page title="Add a screen">
      <NewScreenPage />
    </Page>
  ),
  screen: (
    <Page title="Screen and seat layout">
      <EditScreenPage />
    </Page>
  ),
};
