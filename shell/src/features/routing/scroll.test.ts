// Scrolling after a route change: to the top, or to the element the hash names.
import { scrollForRoute } from './scroll';

describe('scroll after a route change', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    window.scrollTo = jest.fn();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('goes to the top without a hash', () => {
    scrollForRoute('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes to the element the hash names', () => {
    document.body.innerHTML = '<section id="rules">Rules</section>';
    scrollForRoute('#rules');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a remote to render the element', async () => {
    const stop = scrollForRoute('#late');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    const late = document.createElement('div');
    late.id = 'late';
    document.body.append(late);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    stop();
  });
});
