/**
 * A signed-in page's data is the shopper's own: the server asks for it only when it renders the
 * page for a shopper (`userId`), and the page's own data comes first. Otherwise index.html asks for
 * it as the document arrives (api/early-requests.ts).
 */
import type { AnyQuery, RouteContext, RouteLoader } from '../route-data';

export const shoppers =
  (data: (userId: number, context: RouteContext) => AnyQuery[]): RouteLoader =>
  (context) =>
    context.userId === undefined ? [] : data(context.userId, context);
