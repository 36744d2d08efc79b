package org.bourse.web.account;

/**
 * The profile form, with DayTrader's field names (password, cpassword, fullname, address, creditcard,
 * email), so Spring binds DayTrader's requests to it as they are.
 */
public class ProfileForm {

    private String password;
    private String cpassword;
    private String fullname;
    private String address;
    private String creditcard;
    private String email;

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public String getCpassword() {
        return cpassword;
    }

    public void setCpassword(String cpassword) {
        this.cpassword = cpassword;
    }

    public String getFullname() {
        return fullname;
    }

    public void setFullname(String fullname) {
        this.fullname = fullname;
    }

    public String getAddress() {
        return address;
    }

    public void setAddress(String address) {
        this.address = address;
    }

    public String getCreditcard() {
        return creditcard;
    }

    public void setCreditcard(String creditcard) {
        this.creditcard = creditcard;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    @Override
    public String toString() {
        return "ProfileForm[fullname=" + fullname + "]";
    }
}
