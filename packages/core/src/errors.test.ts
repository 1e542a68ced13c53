import { describe, expect, it } from 'vitest';
import { ApiError } from './apiClient';
import { MESSAGES } from './constants';
import { errorMessage, fieldErrors } from './errors';
import { MEDIA_MESSAGES } from './media/messages';

const fieldError = new ApiError(400, 'Bad Request', {
  status: 400, message: 'Bad Request', errors: [{ field: 'description', defaultMessage: 'Describe the problem.' }],
});
const serverMessage = new ApiError(409, 'You already have a note', { status: 409, message: 'You already have a note', errors: [] });
const bodiless = new ApiError(500, '[GET] "/api/notes/1": 500 Internal Server Error', null);
const offline = new TypeError('Failed to fetch');

describe('errorMessage', () => {
  it("reads the server's first field error, then its message, then the failure's own words", () => {
    expect(errorMessage(fieldError)).toBe('Describe the problem.');
    expect(errorMessage(serverMessage)).toBe('You already have a note');
    expect(errorMessage(bodiless)).toBe('[GET] "/api/notes/1": 500 Internal Server Error');
    expect(errorMessage(offline)).toBe('Failed to fetch');
  });

  it("keeps a browser's words for a DOMException, and the caller's fallback when there are none", () => {
    expect(errorMessage(new DOMException('Permission dismissed', 'NotAllowedError'), MEDIA_MESSAGES.microphoneFailed)).toBe('Permission dismissed');
    expect(errorMessage(new DOMException('', 'NotFoundError'), MEDIA_MESSAGES.microphoneFailed)).toBe('The microphone could not be opened.');
    expect(errorMessage(null, MEDIA_MESSAGES.microphoneFailed)).toBe('The microphone could not be opened.');
  });

  it("falls back to 'Something went wrong' for failures without words", () => {
    expect(errorMessage(undefined)).toBe(MESSAGES.somethingWrong);
    expect(errorMessage(new Error('   '))).toBe(MESSAGES.somethingWrong);
    expect(errorMessage({ message: 42 })).toBe(MESSAGES.somethingWrong);
    expect(errorMessage(new ApiError(400, 'Bad', { status: 400, message: ' ', errors: [{ field: 'x', defaultMessage: '' }] }), 'Try again.', 'server'))
      .toBe('Try again.');
  });

  it("'server' shows only what the server sent, never a fetch or browser message", () => {
    expect(errorMessage(fieldError, 'Try again.', 'server')).toBe('Describe the problem.');
    expect(errorMessage(serverMessage, 'Try again.', 'server')).toBe('You already have a note');
    expect(errorMessage(bodiless, 'Try again.', 'server')).toBe('Try again.');
    expect(errorMessage(offline, 'Try again.', 'server')).toBe('Try again.');
  });

  it("'field' shows only the server's first field error", () => {
    expect(errorMessage(fieldError, undefined, 'field')).toBe('Describe the problem.');
    expect(errorMessage(serverMessage, undefined, 'field')).toBe(MESSAGES.somethingWrong);
    expect(errorMessage(offline, undefined, 'field')).toBe(MESSAGES.somethingWrong);
  });

  it("'api' reads an ApiError as 'any' does and gives every other failure the caller's sentence", () => {
    expect(errorMessage(fieldError, 'Not sent.', 'api')).toBe('Describe the problem.');
    expect(errorMessage(serverMessage, 'Not sent.', 'api')).toBe('You already have a note');
    expect(errorMessage(bodiless, 'Not sent.', 'api')).toBe('[GET] "/api/notes/1": 500 Internal Server Error');
    expect(errorMessage(offline, 'Not sent.', 'api')).toBe('Not sent.');
  });

  it('agrees with ApiError.firstMessage', () => {
    for (const error of [fieldError, serverMessage, bodiless]) expect(errorMessage(error)).toBe(error.firstMessage);
  });
});

describe('fieldErrors', () => {
  it("lists the server's field errors, empty for any other failure", () => {
    expect(fieldErrors(fieldError)).toEqual([{ field: 'description', defaultMessage: 'Describe the problem.' }]);
    expect(fieldErrors(serverMessage)).toEqual([]);
    expect(fieldErrors(bodiless)).toEqual([]);
    expect(fieldErrors(offline)).toEqual([]);
    expect(fieldErrors(null)).toEqual([]);
  });
});
