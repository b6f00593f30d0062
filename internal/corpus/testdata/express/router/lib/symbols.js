'use strict'

// Shared by matching, tracing, and router state restoration within this copy.
exports.matchedRoute = Symbol('router.tracing.matchedRoute')
