package shapes

// Total is the sum of the areas.
func Total(areas ...float64) float64 {
	sum := 0.0
	for _, a := range areas {
		sum += a
	}
	return sum
}

// Bigger is c scaled by factor.
func Bigger(c Circle, factor float64) Circle {
	return Circle{Radius: Scale(c.Radius, factor)}
}
