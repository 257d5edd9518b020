import { Role } from '@beewatch/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SideMenu } from './side-menu';

const linkTo = (path: string) =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .find((a) => a.getAttribute('href') === path);

describe('the side menu', () => {
  it("names the liaison's domain its Spray Domain (role-screens §0.4), others' screens by their path", () => {
    const { unmount } = renderWithProviders(
      <SideMenu roleId={Role.SprayLaison} landing="/beewatchagent/spraymap" onLogout={() => {}} />,
    );
    expect(linkTo('/beewatchagent/swarmdomain')?.textContent).toBe('Spray domain');
    unmount();

    renderWithProviders(
      <SideMenu roleId={Role.SwarmCoordinator} landing="/beewatchagent/swarmmap" onLogout={() => {}} />,
    );
    expect(linkTo('/beewatchagent/trackinghistory')?.textContent).toBe('Tracking history');
  });

  it("labels the NonBeeKeeper's tracking history 'environment history' (spec §2.4)", () => {
    renderWithProviders(
      <SideMenu roleId={Role.NonBeeKeeper} landing="/pesticide/index" onLogout={() => {}} />,
    );
    expect(linkTo('/beewatchagent/trackinghistory')?.textContent).toBe('Environment history');
  });
});
