import {
  API,
  apiPath,
  MODULE_NAMES,
  vendorRatingMessages as m,
  type RateableBill,
  type VendorRating,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type RecordedCall } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { routes } from '../../app/router';
import { setSession } from '../../lib/session-store';

const BILL: RateableBill = {
  payableId: 11,
  vendorPayableCode: 'VPB00011',
  vendorId: 3,
  vendorCode: 'VEN00003',
  vendorName: 'Ace Masonry',
  siteId: 1,
  siteName: 'Riverside Towers',
  billDate: '2026-05-02',
  total: 1180,
  status: 'Invoice Approved',
  myRating: null,
};
const RATED: VendorRating = {
  ratingId: 5,
  vendorId: 3,
  vendorCode: 'VEN00003',
  vendorName: 'Ace Masonry',
  payableId: 11,
  vendorPayableCode: 'VPB00011',
  siteName: 'Riverside Towers',
  quality: 5,
  timeliness: 4,
  price: 3,
  comment: 'Neat',
  commentHidden: false,
  hiddenReason: '',
  ratedBy: 'demoadmin',
  ratedAt: '2026-11-27T08:00:00Z',
  updatedAt: '2026-11-27T08:00:00Z',
  editable: true,
};

/** The rating screen's server: the bill unrated until a POST rates it. */
function ratingServer() {
  let rated = false;
  const posts: RecordedCall[] = [];
  const server = fakeServer({
    modules: [...MODULE_NAMES],
    handle: (call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path === apiPath(API.rateableBills, { tenant: 'DEMO01' })) {
        return new Response(JSON.stringify([{ ...BILL, myRating: rated ? RATED : null }]), {
          status: 202,
          headers: { 'content-type': 'application/json', 'x-total-count': '1' },
        });
      }
      if (path === apiPath(API.vendorRatings, { tenant: 'DEMO01' }) && call.method === 'POST') {
        posts.push(call);
        rated = true;
        return jsonResponse(202, RATED);
      }
      return undefined;
    },
  });
  return { server, posts };
}

describe('Vendor Rating', () => {
  it('rates a bill: the marks are required, then sent; the row offers Edit rating', async () => {
    const user = userEvent.setup();
    const { server, posts } = ratingServer();
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderRoutes(routes, '/home/vendor/rating');
    expect(await screen.findByRole('heading', { level: 2, name: m.title })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `${m.rate} Ace Masonry VPB00011` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/./);
    expect(posts).toHaveLength(0);

    for (const [criterion, mark] of [
      [m.criteria.quality, '5'],
      [m.criteria.timeliness, '4'],
      [m.criteria.price, '3'],
    ] as const) {
      await user.click(
        within(within(dialog).getByRole('radiogroup', { name: criterion })).getByRole('radio', {
          name: mark,
        }),
      );
    }
    await user.type(within(dialog).getByLabelText(m.comment), 'Neat');
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ payableId: 11, quality: 5, timeliness: 4, price: 3, comment: 'Neat' });
    expect(
      await screen.findByRole('button', { name: `${m.editRating} Ace Masonry VPB00011` }),
    ).toBeInTheDocument();
  });
});
