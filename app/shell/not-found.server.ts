// Loaders: a feature's NOT_FOUND becomes the 404 page (status 404, drawn by the route's error boundary inside the
// header and footer); any other failure stays what it is.
import { data } from 'react-router';
import { AppError } from '../../server/http/errors';

export async function or404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
