// The class and value type of a data member pointer, for tables whose rows name a struct's field
// (`&AcsConfig::ants`): the row's type follows from the field.
#pragma once

namespace sudolab {

/// MemberOf<T C::*>::Class is C, ::Type is T.
template <class Member>
struct MemberOf;
template <class C, class T>
struct MemberOf<T C::*> {
    using Class = C;
    using Type = T;
};

}  // namespace sudolab
