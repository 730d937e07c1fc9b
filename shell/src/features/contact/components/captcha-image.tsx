/** The captcha picture of GET /api/getcaptcha (it also sets the captcha cookie); `version` busts the cache. */
export function CaptchaImage({ version, onNewImage }: { version: number; onNewImage: () => void }) {
  return (
    <div className="captcha">
      <img
        className="captcha__image"
        src={`/api/getcaptcha?v=${version}`}
        alt="captcha"
        width={150}
        height={50}
      />
      <button type="button" className="button-secondary" onClick={onNewImage}>
        New image
      </button>
    </div>
  );
}
