// Package shapes measures circles and scales them.
package shapes

import "math"

// Unit is the length of one unit.
const Unit = 1.0

// Circle is a circle of a radius.
// Its centre does not matter here.
type Circle struct {
	Radius float64
}

// Area is the circle's area.
func (c Circle) Area() float64 {
	return math.Pi * c.Radius * c.Radius
}

// Scale multiplies a length by a factor.
func Scale(length, factor float64) float64 {
	return length * factor * Unit
}
