/**
 * The Stripe.js stand-in served at `/v3`: defines `window.Stripe(publishableKey)` with the parts of the real API the
 * product calls — `elements({clientSecret, locale, appearance})`, `elements.create('payment')` with `mount`, and
 * `confirmPayment({elements, confirmParams: {return_url}, redirect})` — so `@stripe/stripe-js`'s `loadStripe` finds
 * it and the product's browser code runs unchanged. The card form is plain labelled inputs (Card number, Expiration
 * date, Security code; in Spanish for `locale: 'es'`); it sends the card to this server only, never to the product.
 */
export function stripeJsStandIn(apiOrigin: string): string {
  return `/* Stripe.js stand-in of the local Stripe-compatible server (scripts/stripe-local). Test use only. */
(function () {
  'use strict';
  var API = ${JSON.stringify(apiOrigin)};
  var counter = 0;

  function digits(value) { return String(value || '').replace(/\\D/g, ''); }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return number.length >= 12 && sum % 10 === 0;
  }
  function validation(code, message, param) {
    return { type: 'validation_error', code: code, message: message, param: param };
  }
  /** The checks the real Payment Element makes before it calls Stripe. */
  function validate(card) {
    var number = digits(card.number);
    if (number.length < 13) return validation('incomplete_number', 'Your card number is incomplete.', 'number');
    if (!luhn(number)) return validation('invalid_number', 'Your card number is invalid.', 'number');
    var expiry = digits(card.expiry);
    if (expiry.length !== 4 && expiry.length !== 6) return validation('incomplete_expiry', "Your card's expiration date is incomplete.", 'exp');
    var month = Number(expiry.slice(0, 2));
    var year = Number(expiry.length === 4 ? '20' + expiry.slice(2) : expiry.slice(2));
    if (month < 1 || month > 12) return validation('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp');
    var now = new Date();
    if (year < now.getFullYear()) return validation('invalid_expiry_year_past', "Your card's expiration year is in the past.", 'exp');
    if (year === now.getFullYear() && month < now.getMonth() + 1) return validation('invalid_expiry_month_past', "Your card's expiration date is in the past.", 'exp');
    var cvc = digits(card.cvc);
    if (cvc.length < 3) return validation('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
    return null;
  }

  function field(container, label, attrs) {
    var id = 'stripe-local-' + (++counter);
    var wrapper = document.createElement('div');
    wrapper.className = 'stripe-local__field';
    var labelEl = document.createElement('label');
    labelEl.htmlFor = id;
    labelEl.textContent = label;
    var input = document.createElement('input');
    input.id = id;
    input.type = 'text';
    input.className = 'stripe-local__input';
    for (var key in attrs) input.setAttribute(key, attrs[key]);
    wrapper.appendChild(labelEl);
    wrapper.appendChild(input);
    container.appendChild(wrapper);
    return input;
  }

  // The field labels in the languages the product asks for with elements({locale}), as Stripe's own form does.
  var LABELS = {
    en: ['Card number', 'Expiration date', 'Security code'],
    es: ['Número de tarjeta', 'Fecha de vencimiento', 'Código de seguridad'],
  };

  function PaymentElement(elements, options) {
    this._elements = elements;
    this._options = options || {};
    this._handlers = {};
    this._root = null;
  }
  PaymentElement.prototype.mount = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container) throw new Error('stripe-local: mount target not found: ' + target);
    var root = document.createElement('div');
    root.className = 'stripe-local StripeElement';
    root.setAttribute('data-stripe-local', 'payment');
    var labels = LABELS[String(this._elements._options.locale || 'en').slice(0, 2)] || LABELS.en;
    this._number = field(root, labels[0], { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234' });
    this._expiry = field(root, labels[1], { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM / YY' });
    this._cvc = field(root, labels[2], { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: 'CVC' });
    this._error = document.createElement('p');
    this._error.className = 'stripe-local__error';
    this._error.hidden = true;
    root.appendChild(this._error);
    var note = document.createElement('p');
    note.className = 'stripe-local__note';
    note.textContent = 'Test card form of the local Stripe server. Try 4242 4242 4242 4242, or 4000 0000 0000 0002 for a declined card.';
    root.appendChild(note);
    container.innerHTML = '';
    container.appendChild(root);
    this._root = root;
    var self = this;
    [this._number, this._expiry, this._cvc].forEach(function (input) {
      input.addEventListener('input', function () { self._emit('change', self._changeEvent()); });
    });
    setTimeout(function () { self._emit('ready', { elementType: 'payment' }); }, 0);
    return this;
  };
  PaymentElement.prototype._card = function () {
    return { number: this._number ? this._number.value : '', expiry: this._expiry ? this._expiry.value : '', cvc: this._cvc ? this._cvc.value : '' };
  };
  PaymentElement.prototype._changeEvent = function () {
    var card = this._card();
    return { elementType: 'payment', empty: !digits(card.number) && !digits(card.expiry) && !digits(card.cvc), complete: validate(card) === null, value: { type: 'card' } };
  };
  PaymentElement.prototype._showError = function (message) {
    if (!this._error) return;
    this._error.textContent = message || '';
    this._error.hidden = !message;
  };
  PaymentElement.prototype._emit = function (name, event) {
    (this._handlers[name] || []).forEach(function (handler) { handler(event); });
  };
  PaymentElement.prototype.on = function (name, handler) { (this._handlers[name] = this._handlers[name] || []).push(handler); return this; };
  PaymentElement.prototype.off = function (name, handler) { this._handlers[name] = (this._handlers[name] || []).filter(function (h) { return h !== handler; }); return this; };
  PaymentElement.prototype.update = function () { return this; };
  PaymentElement.prototype.focus = function () { if (this._number) this._number.focus(); };
  PaymentElement.prototype.blur = function () {};
  PaymentElement.prototype.clear = function () { [this._number, this._expiry, this._cvc].forEach(function (i) { if (i) i.value = ''; }); };
  PaymentElement.prototype.collapse = function () { return this; };
  PaymentElement.prototype.unmount = function () { if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root); this._root = null; };
  PaymentElement.prototype.destroy = function () { this.unmount(); this._elements._element = null; };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._element = null;
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'payment' && type !== 'card') throw new Error('stripe-local: only the payment element is available, not ' + type);
    if (this._element) throw new Error('stripe-local: Can only create one Element of type payment.');
    this._element = new PaymentElement(this, options);
    return this._element;
  };
  Elements.prototype.getElement = function (type) { return type === 'payment' || type === 'card' ? this._element : null; };
  Elements.prototype.update = function (options) { for (var key in options) this._options[key] = options[key]; };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () {
    var element = this._element;
    if (!element) return Promise.resolve({ error: validation('incomplete', 'The payment form is not mounted.') });
    var error = validate(element._card());
    element._showError(error ? error.message : '');
    return Promise.resolve(error ? { error: error } : {});
  };

  function form(params, prefix, out) {
    out = out || [];
    for (var key in params) {
      var value = params[key];
      if (value === undefined || value === null) continue;
      var name = prefix ? prefix + '[' + key + ']' : key;
      if (typeof value === 'object') form(value, name, out);
      else out.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    }
    return out;
  }

  function StripeInstance(key, options) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('stripe-local: a publishable key (pk_…) is required');
    this._key = key;
    this._options = options || {};
  }
  StripeInstance.prototype._registerWrapper = function () {};
  StripeInstance.prototype.registerAppInfo = function () {};
  StripeInstance.prototype.elements = function (options) { return new Elements(this, options); };
  StripeInstance.prototype._request = function (method, path, params) {
    var body = form(params).join('&');
    var url = API + path + (method === 'GET' && body ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: { Authorization: 'Bearer ' + this._key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : body,
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    });
  };
  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = String(clientSecret).split('_secret_')[0];
    return this._request('GET', '/v1/payment_intents/' + id, { client_secret: clientSecret }).then(function (result) {
      return result.ok ? { paymentIntent: result.json } : { error: result.json.error };
    });
  };
  StripeInstance.prototype.confirmPayment = function (options) {
    options = options || {};
    var elements = options.elements;
    var clientSecret = options.clientSecret || (elements && elements._options.clientSecret);
    var confirmParams = options.confirmParams || {};
    var redirect = options.redirect || 'always';
    if (!elements || !elements._element) return Promise.resolve({ error: validation('missing_elements', 'The payment form is not mounted.') });
    if (!clientSecret) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Missing clientSecret.' } });
    if (redirect === 'always' && !confirmParams.return_url) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'confirmParams.return_url is required.' } });
    var element = elements._element;
    var card = element._card();
    var invalid = validate(card);
    if (invalid) { element._showError(invalid.message); return Promise.resolve({ error: invalid }); }
    element._showError('');
    var expiry = digits(card.expiry);
    var id = String(clientSecret).split('_secret_')[0];
    return this._request('POST', '/v1/payment_intents/' + id + '/confirm', {
      client_secret: clientSecret,
      return_url: confirmParams.return_url,
      payment_method_data: {
        type: 'card',
        card: { number: digits(card.number), exp_month: Number(expiry.slice(0, 2)), exp_year: Number(expiry.length === 4 ? '20' + expiry.slice(2) : expiry.slice(2)), cvc: digits(card.cvc) },
      },
    }).then(function (result) {
      if (!result.ok) {
        var error = result.json.error || { type: 'api_error', message: 'An error occurred.' };
        if (error.type === 'card_error' || error.type === 'validation_error') element._showError(error.message);
        return { error: error };
      }
      var intent = result.json;
      if (redirect === 'if_required' || !confirmParams.return_url) return { paymentIntent: intent };
      var url = new URL(confirmParams.return_url, window.location.href);
      url.searchParams.set('payment_intent', intent.id);
      url.searchParams.set('payment_intent_client_secret', clientSecret);
      url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'processing');
      window.location.assign(url.toString());
      return new Promise(function () {});
    }, function () {
      return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Check your connection and try again.' } };
    });
  };

  function Stripe(key, options) { return new StripeInstance(key, options); }
  /** @stripe/stripe-js compares this with its release train to warn about mismatches. */
  Stripe.version = 'endive';
  Stripe.standIn = true;
  window.Stripe = Stripe;
})();
`;
}
