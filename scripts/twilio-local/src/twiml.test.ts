import { describe, expect, it } from 'vitest';
import { parseTwiml, TwimlError } from './twiml';

describe('parseTwiml', () => {
  it('reads the verbs of the contract in order, with their attributes and Twilio defaults', () => {
    const verbs = parseTwiml(`<?xml version="1.0" encoding="UTF-8"?>
      <Response>
        <Pause length="5"/>
        <Play digits="w1"/>
        <Gather input="dtmf" numDigits="6" action="/api/telephony/code?try=1" method="POST" timeout="10">
          <Say>Enter your secret code &amp; press nothing.</Say>
          <Play>https://example.com/prompt.mp3</Play>
        </Gather>
        <Say>Goodbye</Say>
        <Dial action="/api/telephony/dialed" timeLimit="180" callerId="+15555550100">
          <Number url="/api/telephony/whisper?friend=1" method="POST">+15555550123</Number>
        </Dial>
        <Dial>+15555550124</Dial>
        <Redirect method="POST">next</Redirect>
        <Hangup/>
      </Response>`);
    expect(verbs).toEqual([
      { verb: 'Pause', length: 5 },
      { verb: 'Play', digits: 'w1' },
      {
        verb: 'Gather',
        input: 'dtmf',
        numDigits: 6,
        action: '/api/telephony/code?try=1',
        method: 'POST',
        timeout: 10,
        prompts: [
          { verb: 'Say', text: 'Enter your secret code & press nothing.' },
          { verb: 'Play', url: 'https://example.com/prompt.mp3' },
        ],
      },
      { verb: 'Say', text: 'Goodbye' },
      {
        verb: 'Dial',
        action: '/api/telephony/dialed',
        method: 'POST',
        timeout: 30,
        timeLimit: 180,
        callerId: '+15555550100',
        numbers: [{ number: '+15555550123', url: '/api/telephony/whisper?friend=1', method: 'POST' }],
      },
      {
        verb: 'Dial',
        method: 'POST',
        timeout: 30,
        timeLimit: 14_400,
        numbers: [{ number: '+15555550124', method: 'POST' }],
      },
      { verb: 'Redirect', url: 'next', method: 'POST' },
      { verb: 'Hangup' },
    ]);
  });

  it('refuses what Twilio could not follow', () => {
    expect(() => parseTwiml('{"error":"nope"}')).toThrow(TwimlError);
    expect(() => parseTwiml('<Html><Say>x</Say></Html>')).toThrow(/expected <Response>/);
    expect(() => parseTwiml('<Response><Record/></Response>')).toThrow(/<Record> is not a verb/);
    expect(() => parseTwiml('<Response><Pause length="soon"/></Response>')).toThrow(/whole number/);
    expect(() => parseTwiml('<Response><Dial></Dial></Response>')).toThrow(/no number/);
  });
});
