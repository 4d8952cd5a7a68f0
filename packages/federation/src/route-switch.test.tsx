import type { RouteName } from '@quiz/routes';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import type { RemoteAppProps } from './remote-contract';
import { RouteSwitch, type ScreenMap } from './route-switch';

const screens: ScreenMap<'mf_reviews'> = {
  reviews: lazy(async () => ({ default: (p: RemoteAppProps) => <h1>Отзыв на игру {p.params.eventId}</h1> })),
  themeVote: lazy(async () => ({ default: () => <h1>Голосование</h1> })),
};

function props(route: RouteName, params: Record<string, string> = {}): RemoteAppProps {
  return { route, params, query: {}, embedded: false, host: { loadRemote: async () => ({}) } };
}

describe('RouteSwitch', () => {
  it('renders the lazy screen of an own route with the route props', async () => {
    render(<RouteSwitch screens={screens} props={props('reviews', { eventId: '7' })} />);
    expect(await screen.findByRole('heading', { name: 'Отзыв на игру 7' })).toBeInTheDocument();
  });

  it('switches screens when the route changes', async () => {
    const view = render(<RouteSwitch screens={screens} props={props('reviews', { eventId: '7' })} />);
    await screen.findByRole('heading', { name: 'Отзыв на игру 7' });
    view.rerender(<RouteSwitch screens={screens} props={props('themeVote')} />);
    expect(await screen.findByRole('heading', { name: 'Голосование' })).toBeInTheDocument();
  });

  it('says the section is not here for a route of another remote', () => {
    render(<RouteSwitch screens={screens} props={props('home')} />);
    expect(screen.getByText('Раздел не найден')).toBeInTheDocument();
  });
});
