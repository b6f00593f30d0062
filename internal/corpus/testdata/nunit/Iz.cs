// ****************************************************************
// Copyright 2007, Charlie Poole
// This is free software licensed under the NUnit license. You may
// obtain a copy of the license at http://nunit.org
// ****************************************************************
using System;

namespace NUnit.Framework
{
    /// <summary>
    /// The Iz class is a synonym for Is intended for use in VB,
    /// which regards Is as a keyword.
    /// </summary>
    public class Iz : Is
    {
    }
}
